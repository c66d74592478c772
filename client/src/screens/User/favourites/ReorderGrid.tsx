import { useState } from 'react';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { dropFavourite, moveFavourite, type FavouriteItem, type FavouriteKindKey } from './favouritesRules.ts';
import styles from './Favourites.module.css';

interface Props {
  kind: FavouriteKindKey;
  items: FavouriteItem[];
  onChange: (items: FavouriteItem[]) => void;
}

/** Reorder mode: drag a favourite onto another's place, or move it with its buttons (keyboard). */
export function ReorderGrid({ kind, items, onChange }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (index: number, delta: number) => onChange(moveFavourite(items, index, delta));
  return (
    <ol className={`card ${kind === 'studios' ? styles.studios : styles.grid}`} aria-label="Reorder favourites" data-reordering="true">
      {items.map((item, index) => (
        <li
          key={item.id}
          className={styles.cell}
          data-favourite={item.name}
          data-dragging={dragged === index}
          draggable
          onDragStart={(event) => {
            setDragged(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(item.id));
          }}
          onDragOver={(event) => {
            if (dragged !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onChange(dropFavourite(items, dragged, index));
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
        >
          {kind === 'studios' ? (
            <span className={styles.studio}>{item.name}</span>
          ) : (
            <div className={styles.tile} title={item.name}>
              <Cover src={item.image} color={item.color} alt={item.name} />
            </div>
          )}
          <div className={styles.moves}>
            <button type="button" aria-label={`Move ${item.name} earlier`} disabled={index === 0} onClick={() => move(index, -1)}>
              ←
            </button>
            <button
              type="button"
              aria-label={`Move ${item.name} later`}
              disabled={index === items.length - 1}
              onClick={() => move(index, 1)}
            >
              →
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
