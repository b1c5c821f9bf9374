"""Boss Monster's rules, one module per chapter of the rulebooks; importing this package registers
every frame kind on ``state.FLOW``. ``new_state`` starts a game.

Chapters: ``setup`` (Preparazione / Preparação), ``turns`` (Inizio e Fine del turno, the end of the
game), ``build`` (Fase Costruzione), ``lure`` (Fase Richiamo), ``adventure`` (Fase Avventura),
``windows`` (Priorità: answering with spells and abilities), ``spells`` (Carte: Incantesimi),
``rooms`` (Carte: Stanze), ``bosses`` (Level Up). No chapter imports another: a rule that needs
another chapter's procedure pushes its frame by name.

Decision kinds
--------------
The prompt key is ``boss-monster.prompt.<kind>``; ``ask`` lists the prompt's public arguments. Every
option is labelled by its verb, the same in every kind (keys ``boss-monster.action.<...>``):

=================== ====================================== ==============================================
kind                ask arguments                          options (action text)
=================== ====================================== ==============================================
choose-boss         {}                                     ``boss B`` (I Choose You: keep one of two)
mulligan            {}                                     ``mulligan``, ``keep`` (keep is missing when the
                                                           hand holds no Basic room)
opening-discard     {left}                                 ``discard C`` (Classic variant)
first-build         {}                                     ``build R new`` (Basic rooms only)
build               {}                                     ``build R new``, ``build R K``, ``cast S``,
                                                           ``use R K``, ``pass``
build-now           {card}  (the Construction Zone)        ``build R new``, ``build R K``, ``pass``
respond             {}                                     ``cast S``, ``use R K``, ``pass``
respond-first       {spell_card, caster_seat}              ``cast S``, ``use R K``, ``pass``
cancel              {spell_card, caster_seat}              ``cast counterspell``, ``use R K`` (All-Seeing
                                                           Eye), ``pass``
spell-target        {card}  (the spell)                    ``target P K`` (a room), ``target H`` (a hero),
                                                           ``target P`` (a player)
pay-destroy         {card, decline}  (the room whose cost  ``destroy R K``, ``decline``
                    it is)
discard             {pool, left, why, decline?}            ``discard C``, ``decline``
take-from-discard   {kind, left}                           ``take C``
choose-victim       {then}                                 ``opponent P``
blind-pick          {victim_seat, kind, count}             ``pick N`` (the N-th face-down card)
steal               {}                                     ``steal P room``, ``steal P spell``
heal                {}                                     ``heal H``
may-draw            {what, count}                          ``draw rooms`` or ``draw spells``, ``pass``
swap-rooms          {}                                     ``swap P A B``, ``pass``
mimic               {}                                     ``hero H`` (an ordinary hero in town)
raise-dead          {}                                     ``hero H`` (a dead hero of an opponent)
library             {}                                     ``draw room``, ``draw spell``
plot                {}                                     ``draw room``, ``draw spell``, ``pass``
harvest             {decline}                              ``remove H`` (one of your souls)
take-from-hand      {victim_seat}                          ``take C``
fetch-room          {}                                     ``take C deck``, ``take C discard``, ``pass``
place-fetched       {card}                                 ``build R K``, ``keep``
destroy-own-room    {}                                     ``destroy R K``
seduce              {}                                     ``hero H``, ``pass``
gorgon              {}                                     ``hero H`` (a hero in town)
=================== ====================================== ==============================================

Who is asked in a window (respond, respond-first, cancel) depends only on public facts: every seat
holding a spell, or a room ability it may use as far as anyone can tell, in priority order (the
active player first, then by XP); ``pass`` is always among its options, and often all of them.
``build`` is asked whenever the builder may still build and holds a card. The options of a seat
other than the viewer's are never shown (``prompt.options`` is empty for it).

A ``use`` whose cost is a choice (``pay-destroy``, or ``discard`` with ``why`` cost) is held: its
cost is asked on top of the decision that offered it, which waits beneath unchanged, and nothing is
used up or paid until the first choice. ``decline`` (listed last) gives that decision back as it was;
a room declined once there is not declinable there again, so using and declining cannot go round
for ever. ``decline`` in the prompt says whether it is offered and, if not, why: may-decline,
declined-before, paid-in-part (the rest of a cost whose first card is face up), spell-cast (Soul
Harvest's soul, chosen once the spell has resolved).

In actions B is a Boss id, R a room id, S a spell id, C any card id, H a hero id, P a seat and K a
room's position in its dungeon (1 at the entrance, counting toward the Boss); ``new`` is a new place
at the entrance end. Words never show K: they number a room by its ``place``, as the table draws the
five places (``board.table_place``), so a room keeps its number while the dungeon grows. ``pool``
is rooms, monster-rooms or spells; ``kind`` room, spell, any or monster-room; ``why`` cost, effect or
classic; ``what`` rooms or spells; ``then`` show-backs (a blind pick follows) or look-at-hand
(Draculord).

Option labels (key: arguments); a target says plainly what it points at:

- ``boss-monster.action.boss``: {card}
- ``boss-monster.action.mulligan``, ``.keep``, ``.pass``: {}
- ``boss-monster.action.discard``: {card}
- ``boss-monster.action.build-new``: {card}  (a new place at the entrance end)
- ``boss-monster.action.build-on``: {card, target_seat, position, place, on_card}  (on the room at position)
- ``boss-monster.action.cast``: {card}; ``.cast-cost``: {card, cost}  (a spell that costs more than its card)
- ``boss-monster.action.use``: {card, target_seat, position, place}  (the room whose ability it is); ``.use-cost``:
  the same and {cost} (a room's ability with a cost, named before it is confirmed)
- ``boss-monster.action.decline``: {card}  (the room whose use is given up)
- ``boss-monster.action.target-room``: {card, target_seat, position, place}  (card: the room there)
- ``boss-monster.action.target-hero``: {hero_card}
- ``boss-monster.action.target-player``: {target_seat}
- ``boss-monster.action.destroy``: {card, target_seat, position, place}
- ``boss-monster.action.take``: {card, source}  (source: discard, deck or hand)
- ``boss-monster.action.opponent``: {target_seat}
- ``boss-monster.action.pick``: {number, victim_seat}
- ``boss-monster.action.steal``: {target_seat, kind}
- ``boss-monster.action.heal``, ``.hero``, ``.remove``: {hero_card}
- ``boss-monster.action.draw-room``, ``.draw-spell``, ``.draw-rooms``, ``.draw-spells``: {count}
- ``boss-monster.action.swap``: {target_seat, position, other_position, card, other_card}
"""
from __future__ import annotations

from game.engine.events import Event

from ..state import BossMonsterState, Rules
from . import adventure, bosses, build, lure, rooms, setup, spells, turns, windows  # noqa: F401  (registers)


def new_state(players: int, seed: int, rules: Rules) -> BossMonsterState:
    """A new game, played up to its first decision; its setup events are its opening log."""
    state = BossMonsterState(players, seed, rules)
    events: list[Event] = []
    setup.start(state, events)
    state.run()
    state.opening = events + state.events
    state.events = []
    return state
