import type { EventData } from '@tsuzuki/events';

export type TagData = EventData<'MediaTagCreated'>;

// The demo tag vocabulary: "<name>; <category>; <description>", with flags after a final ";" when the tag is a
// general spoiler (S) or adult (A). Ids follow the order of this list.
const TAGS = `
Isekai; Theme-Fantasy; A character is transported to, or reborn in, another world.
Magic; Theme-Fantasy; Magic is a central part of the setting.
Swordplay; Theme-Action; Characters fight with blades.
Martial Arts; Theme-Action; Unarmed fighting styles are shown in detail.
Super Power; Theme-Action; Characters have abilities beyond human limits.
Battle Royale; Theme-Action; Many combatants fight until few are left.
Guns; Theme-Action; Firearms are used prominently.
Tournament; Theme-Action; The story centres on a competition with rounds.
Shounen; Demographic; Aimed at a teenage male audience.
Shoujo; Demographic; Aimed at a teenage female audience.
Seinen; Demographic; Aimed at an adult male audience.
Josei; Demographic; Aimed at an adult female audience.
Kids; Demographic; Aimed at children.
Male Protagonist; Cast-Main Cast; The main character is male.
Female Protagonist; Cast-Main Cast; The main character is female.
Ensemble Cast; Cast-Main Cast; Many characters share the spotlight.
Anti-Hero; Cast-Main Cast; The protagonist lacks conventional heroic qualities.
Primarily Adult Cast; Cast-Main Cast; Most of the main cast are adults.
Primarily Child Cast; Cast-Main Cast; Most of the main cast are children.
Primarily Teen Cast; Cast-Main Cast; Most of the main cast are teenagers.
Primarily Female Cast; Cast-Main Cast; Most of the main cast are women.
Primarily Male Cast; Cast-Main Cast; Most of the main cast are men.
Tsundere; Cast-Traits; A character is harsh on the outside and kind underneath.
Kuudere; Cast-Traits; A character is outwardly calm and cold.
Yandere; Cast-Traits; A character's love turns obsessive and dangerous.
Genius; Cast-Traits; A character of exceptional intelligence.
Villainess; Cast-Traits; The protagonist is, or is cast as, the villain of a story.
Elf; Cast-Traits; Elves appear in the cast.
Demons; Cast-Traits; Demons play a prominent role.
Vampire; Cast-Traits; Vampires play a prominent role.
Robots; Cast-Traits; Robots or androids appear in the cast.
Maids; Cast-Traits; Maids feature prominently.
Idol; Cast-Traits; The cast includes idols or idol hopefuls.
Detective; Cast-Traits; A detective solves cases.
Ninja; Cast-Traits; Ninja play a prominent role.
Samurai; Cast-Traits; Samurai play a prominent role.
Witch; Cast-Traits; Witches play a prominent role.
Delinquents; Cast-Traits; Characters are rebellious troublemakers.
Otaku Culture; Theme-Other; Hobbies and fandoms drive the story.
School; Setting-Scene; Much of the story takes place at school.
School Club; Setting-Scene; A school club is at the centre of the story.
Urban; Setting-Scene; The story takes place in a large city.
Rural; Setting-Scene; The story takes place in the countryside.
Space; Setting-Universe; The story takes place in outer space.
Post-Apocalyptic; Setting-Universe; Civilisation has collapsed.
Dystopian; Setting-Universe; An oppressive society frames the story.
Cyberpunk; Setting-Universe; High technology meets low life.
Steampunk; Setting-Universe; Steam-powered technology in an alternate past.
Historical; Setting-Time; Set in a real historical period.
Feudal Japan; Setting-Time; Set in Japan's feudal era.
Future; Setting-Time; Set in the future.
Virtual World; Setting-Universe; Much of the story takes place inside a game or simulation.
Dungeon; Setting-Scene; Characters explore dungeons.
Office; Setting-Scene; The story follows working life in an office.
Restaurant; Setting-Scene; A restaurant or café is a central location.
Shrine; Setting-Scene; A shrine is a central location.
Military; Theme-Action; Armed forces play a central role.
Politics; Theme-Other; Political manoeuvring drives the plot.
War; Theme-Drama; Armed conflict shapes the story.
Revenge; Theme-Drama; A character seeks retribution.
Tragedy; Theme-Drama; The story leads toward loss and sorrow.
Coming of Age; Theme-Drama; A character grows into adulthood.
Family Life; Theme-Slice of Life; The everyday life of a family.
Iyashikei; Theme-Slice of Life; A calm, healing story meant to soothe.
Cute Girls Doing Cute Things; Theme-Slice of Life; Light-hearted everyday life of a group of girls.
Food; Theme-Slice of Life; Cooking and eating are central.
Camping; Theme-Slice of Life; Characters go camping.
Travel; Theme-Slice of Life; Characters journey from place to place.
Work; Theme-Slice of Life; A character's job is the focus.
Music; Theme-Other; Performing or making music is central.
Band; Theme-Other; A band is at the centre of the story.
Dancing; Theme-Other; Dance is central.
Baseball; Theme-Game-Sport; Baseball is central.
Football; Theme-Game-Sport; Football (soccer) is central.
Basketball; Theme-Game-Sport; Basketball is central.
Volleyball; Theme-Game-Sport; Volleyball is central.
Swimming; Theme-Game-Sport; Swimming is central.
Cycling; Theme-Game-Sport; Cycling is central.
Card Battle; Theme-Game-Card & Board Game; A card game decides conflicts.
Shogi; Theme-Game-Card & Board Game; Shogi is central.
Video Games; Theme-Game; Video games are central.
Love Triangle; Theme-Romance; Three characters are caught between their feelings.
Harem; Theme-Romance; Several characters pursue the protagonist.
Reverse Harem; Theme-Romance; Several men pursue a female protagonist.
Boys' Love; Theme-Romance; A romance between men.
Yuri; Theme-Romance; A romance between women.
Heterosexual; Theme-Romance; A romance between a man and a woman.
Arranged Marriage; Theme-Romance; A marriage set up by others.
Childhood Friends; Theme-Romance; The leads have known each other since childhood.
Slapstick; Theme-Comedy; Physical comedy.
Parody; Theme-Comedy; Pokes fun at other works or genres.
Surreal Comedy; Theme-Comedy; Absurd, dream-like humour.
Satire; Theme-Comedy; Humour that criticises society.
Time Manipulation; Theme-Sci-Fi; Characters change the flow of time.
Time Skip; Technical; The story jumps forward in time.
Aliens; Theme-Sci-Fi; Beings from other worlds appear.
Mecha; Theme-Sci-Fi-Mecha; Giant piloted robots.
Real Robot; Theme-Sci-Fi-Mecha; Mecha treated as realistic military machines.
Super Robot; Theme-Sci-Fi-Mecha; Mecha with larger-than-life powers.
Artificial Intelligence; Theme-Sci-Fi; Thinking machines play a role.
Mythology; Theme-Fantasy; Gods and myths shape the story.
Youkai; Theme-Fantasy; Creatures of Japanese folklore.
Fairy Tale; Theme-Fantasy; Draws on classic fairy tales.
Reincarnation; Theme-Fantasy; A character is reborn.
Dragons; Theme-Fantasy; Dragons appear prominently.
Crime; Theme-Other; Criminals and their deeds drive the plot.
Gore; Theme-Other; Graphic bloodshed is shown.
Survival; Theme-Other; Characters struggle to stay alive.
Psychological Warfare; Theme-Other; Characters outwit each other with mind games.
Episodic; Technical; Episodes stand mostly on their own.
Anthology; Technical; A collection of separate stories.
CGI; Technical; Made largely with computer graphics.
Full Color; Technical; A comic printed or published in full colour.
4-koma; Technical; A comic told in four-panel strips.
Long Strip; Technical; A vertically scrolling web comic.
Adaptation of a Web Novel; Technical; Based on a story first published online.
Twist Ending; Theme-Drama; The ending overturns what came before.; S
Unreliable Narrator; Technical; The narrator cannot be trusted.; S
Hidden Identity; Theme-Drama; A character's true identity is a secret.; S
Time Loop; Theme-Sci-Fi; Characters relive the same stretch of time.; S
Bittersweet Ending; Theme-Drama; The ending mixes joy with loss.; S
Fan Service; Sexual Content; Suggestive framing meant to titillate.
Nudity; Sexual Content; Characters are shown nude.; A
Explicit Content; Sexual Content; Explicit sexual scenes.; A
Erotic Romance; Sexual Content; A romance told through explicit scenes.; A
`;

export function buildTags(): TagData[] {
  return TAGS.trim()
    .split('\n')
    .map((line, i) => {
      const [name, category, description, flags = ''] = line.split(';').map((s) => s.trim());
      return {
        tagId: i + 1,
        name: name!,
        description: description!,
        category: category!,
        isGeneralSpoiler: flags.includes('S'),
        isAdult: flags.includes('A'),
      };
    });
}
