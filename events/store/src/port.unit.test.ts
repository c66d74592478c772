import { describe, expectTypeOf, it } from 'vitest';
import type { EventData } from '@tsuzuki/events';
import type { RecordedEvent } from './port.ts';

describe('the store port', () => {
  it("types a recorded event's data as the catalogue defines its type", () => {
    expectTypeOf<RecordedEvent<'ReviewRated'>['data']>().toEqualTypeOf<EventData<'ReviewRated'>>();
  });
});
