"""Dungeon Run's rules, one module per chapter of the rulebook (``shared/seeds/004_1d79b757cae95336.txt``).

Importing this package registers every frame kind on ``FLOW`` and every turn action on the turn menu,
in the order the menu lists them; ``new_state`` deals a new game. A chapter never imports another:
it pushes the other chapter's frame by name.

The decisions a table must answer
=================================
Every prompt's key is ``dungeon-run.prompt.<kind>``; every option's key is
``dungeon-run.action.<verb>`` unless said otherwise. Cells are grid squares ``x``/``y`` (the entrance
is 0,0; north is y-1), for a table to find them; words name a place by its tile (``tile_card``), never
by its square. ``dir`` is north/east/south/west. ``*_card`` arguments are card ids and ``*_seat``
arguments seats. ``none`` below means the argument is null.

``draft`` (choose your hero). Ask: ``taken`` (hero ids already drafted).
    ``pick`` {card: hero}
``learn`` (keep one of the two ability cards drawn; the cards are shown to this seat only). Ask: nothing.
    ``learn`` {card: ability}
``turn`` (an action of the turn). Ask: ``left`` (actions left this turn), ``taken``, ``round``, ``x``, ``y``
    (where the hero stands).
    ``move`` {dir, x, y: the cell entered, tile_card: the tile there, explore: true when a tile must be
    drawn there (then the key is ``dungeon-run.action.explore``)}
    ``flee`` {dir, x, y, monster_card (or none: fleeing heroes in the endgame), needs: face, count}
    ``fight`` {monster_card, x, y}       ``bolt`` {dir, x, y, monster_card}
    ``attack`` {target_seat}             ``steal`` {victim_seat}          ``heal`` {target_seat, amount}
    ``search`` {x, y, count}             ``equip`` {}                     ``advance`` {}
    ``meet`` {stranger_card}             ``summon`` {}                    ``read`` {}
    ``well`` {card}                      ``use`` {card, amount}           ``end`` {}
``place`` (lay the drawn tile). Ask: ``tile_card``, ``x``, ``y`` (where it goes: the cell beyond the
    exit taken), ``rotations`` (the legal quarter turns in degrees).
    ``rotate`` {tile_card, x, y, rotation: 0/90/180/270, exits: [dir...] after turning}
``lord-room`` (where the Dungeon Lord's room goes). Ask: ``cells`` ([[x, y]...]).
    ``lord-room`` {x, y, tile_card: the tile it opens from, dir: the way from that tile}
``fortune`` (keep one of the two tile dice). Ask: ``faces``.
    ``keep`` {face}
``fight`` (a fight with a monster). Ask: ``monster_card``, ``x``, ``y``, ``phase`` (strike or assign),
    ``monster_dice`` (the monster's attack roll), ``hits`` (potential wounds still standing),
    ``dice`` (the hero's dice not yet assigned), ``blocked`` (potential wounds already blocked by a die
    equal to them), ``defense``, ``forced`` (a monster drawn on arrival).
    ``strike`` {stat: might/magic, monster_card}
    ``cancel`` {cancel: n, cancel_dice: [dice that cancel a potential wound each],
               wound_dice: [dice that wound the monster], hero_wounds, monster_wounds, kills: bool,
               falls: bool (the hero falls in this blow, by its wounds or a burst), best: true on the
               engine's best assignment (stay standing, then fell the monster, then take the fewest
               wounds, then deal the most)}; the key is ``cancel``, ``cancel-kills``, ``cancel-falls``
               or ``cancel-both``, so the words say who falls
    Dice below the defense that equal a potential wound block it by themselves (``blocked``); the
    option says which of the dice at or above the defense cancel and which wound.
``duel`` (attacking a hero). Ask: ``target_seat``, ``phase``, ``attacker_dice``, ``defender_dice``.
    ``strike`` {stat, target_seat}   ``block`` {block: n, wound: n, target_seat}
``defend`` (attacked by a hero). Ask: ``attacker_seat``.
    ``defend`` {stat}
``pilfer`` (the steal that succeeded). Ask: ``victim_seat``.
    ``take`` {card}
``stranger`` (a stranger met on a tile). Ask: ``stranger_card`` (none while training), ``phase``
    (offer, tribute, train).
    ``meet`` {stranger_card}   ``ignore`` {stranger_card}   ``give`` {card}   ``train`` {stat}
``advance`` (the Advance action). Ask: ``phase`` (pay, train, learn), ``paid``.
    ``spend`` {card}   ``train`` {stat}   ``learn`` {card}
``equip`` (the Equip action, or equipping what was just gained). Ask: ``free``, ``partner_seat`` (or none).
    ``wear`` {card, slot: main-hand/off-hand/head/body/none, replaces_card (or none)}
    ``remove`` {card, slot}   ``offer`` {partner_seat}   ``done`` {}
``offer`` (a trade: what to give, then what to ask). Ask: ``partner_seat``, ``phase``, ``give_card``.
    ``give`` {card, or nothing: true}   ``ask`` {card, or nothing: true}
``answer`` (a trade offered to you). Ask: ``trader_seat``, ``give_card``, ``ask_card`` (or "nothing").
    ``accept`` {}   ``refuse`` {}
``support`` (assist or sabotage the roll about to be made). Ask: ``roller_seat``, ``roll`` (fight,
    flee, disarm or duel), ``monster_card``/``trap_card`` when there is one.
    ``assist`` {stat, dice: how many dice it lends; key ``assist-one`` for one die}   ``sabotage`` {dice: how many it takes away}
    ``pass`` {}
``drop`` (leave one of your cards on the tile). Ask: ``why`` (knocked-out or thief), ``x``, ``y``.
    ``drop`` {card}
``vote`` (beg for your life: spare the fallen hero or not; the votes stay secret until all are in).
    Ask: ``target_seat``.   ``spare`` {target_seat}   ``doom`` {target_seat}
``summon`` (the Stone's holder places the summoned monster). Ask: ``monster_card``.
    ``summon-to`` {x, y, tile_card, monster_card}
``wander`` (the monsters' turn: the first player moves each monster). Ask: ``monster_card``, ``x``,
    ``y`` (where it stands), ``queue`` (the monsters still to move), ``must`` (it may not stay).
    ``wander`` {monster_card, dir, x, y: the cell it goes to, tile_card}   ``stay`` {monster_card}

The view
========
Beside the envelope, ``view.py`` gives the dungeon (``dungeon.tiles``: cell, tile, rotation, exits,
die rows, the monster, stranger, heroes and cards on it; ``dungeon.open_exits``), the heroes (stats,
health, wounds, ``armor``, ``bonus`` dice, ``slots``, ``treasures``, ``artifacts``,
``encounter_cards``, training, abilities), ``active`` (whose turn, ``actions_left``), ``fight`` (the
fight under way: the monster's dice, the potential wounds, the hero's dice), ``placing`` (the drawn
tile, its cell, its legal rotations with the exits each gives, the tiles set aside), ``stone``
(where the Magic Stone is), ``round`` and ``round_limit``, ``stall`` (rounds left before the limit,
what is still to be done, and a ``warning`` in the last ten rounds), the stack, the decks' counts.

The endgame has no decision of its own: it begins when the Lord falls (the Magic Stone lies on his
tile, see the view's ``stone``), and it ends with the Stone's holder ending a turn on the entrance or
the last hero standing.

Odds before you act
===================
``game.games.dungeon_run.odds`` works out, from a seat's view alone, with the rules' own arithmetic
(``blow.py``, over every roll the dice may show, the assignment taken as the engine advises):
- ``fight_odds(view, seat)``: before the Fight action, by stat, a ``Chances`` (``kill``, ``wounded``,
  ``fall``, ``dice``) for the monster on the hero's tile (the hero's ``foe`` in the view);
- ``strike_odds(view)``: in the fight under way once the monster has rolled, by stat, for its roll;
- ``flee_odds(view, seat)``: ``escape``, ``wounded`` and ``fall`` (the flee fails and the monster's
  free attack wounds or fells), ``dice``, ``needs`` (the face), ``count`` (how many such dice);
- ``disarm_odds(view, seat, trap_card)``: ``disarm``, ``wounded``, ``fall``, ``dice``, ``needs``;
- ``free_attack_odds(view, seat, monster_card)``: (wounded, fall) of a free attack.
Assistance and sabotage not yet declared are left out. ``view["active"]["idle_attacker"]`` names the
monster that attacks freely if the turn ends now.
"""
from __future__ import annotations

# The order of import is the order of the turn menu's actions.
from . import encounters, tiles, explore, combat, escape, duel, gear, advance, care, fate  # noqa: F401
from . import monsters, support, setup, turns  # noqa: F401  (the monsters' turn, the rolls, the round)
from .setup import new_state
from ..state import DungeonRunState

__all__ = ["DungeonRunState", "new_state"]
