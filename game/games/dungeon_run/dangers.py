"""What the dungeon does to a hero, which several chapters set off: a monster's attack (its dice,
the potential wounds they show, the wounds that land), a fight begun, and the encounter card
revealed on a tile (rulebook, "Azione di Combattimento contro un Mostro", "Azione di Movimento")."""
from __future__ import annotations

from .blow import on_hero, potential_wounds
from .cards import Monster
from .dice import open_window
from .grid import Cell
from .heroes import CARDS, total
from .outcomes import push_drop, wound_hero
from .state import DungeonRunState, draw_encounter, put_monster, turn_frame


def attack_dice(state: DungeonRunState, monster: Monster, seat: int) -> int:
    count = monster.attack
    if monster.has("frenzy"):
        count += state.wounds.get(monster.id, 0)
    hatred = monster.has("hatred")
    if hatred and CARDS.heroes[state.heroes[seat].hero].race == hatred["race"]:
        count += hatred["amount"]
    return count


def hero_wounds_from(state: DungeonRunState, monster: Monster, seat: int, hits: int) -> int:
    """Unblocked potential wounds as wound markers: venom adds, the hero's armor takes away."""
    venom = monster.has("venom")
    return on_hero(hits, venom["amount"] if venom else 0, total(state.effects_of(seat), "armor"))


def hurt_by_monster(state: DungeonRunState, monster: str, seat: int, wounds: int) -> None:
    """The wounds a monster's free attack deals, then what the monster does with them."""
    had_items = bool(state.heroes[seat].items())
    wound_hero(state, seat, wounds, monster)
    after_wounding(state, monster, seat, wounds, had_items)


def after_wounding(state: DungeonRunState, monster: str, seat: int, wounds: int, had_items: bool) -> None:
    """A monster still standing once the wounds of an attack have landed drains what it dealt and
    thieves a treasure (a fight's wounds land on both sides first: ``blow.py``)."""
    card = CARDS.monsters[monster]
    if wounds <= 0 or state.monster_cell(monster) is None:
        return
    if card.has("drain") and state.wounds.get(monster, 0):
        healed = min(wounds, state.wounds[monster])
        state.wounds[monster] -= healed
        state.emit("monster_healed", {"monster": monster, "amount": healed, "wounds": state.wounds[monster]})
    if card.has("thief") and had_items:
        push_drop(state, seat, "thief", treasures_only=True)


def monster_free_attack(state: DungeonRunState, monster: str, seat: int, why: str) -> None:
    """The monster rolls and the hero cannot answer: every potential wound lands."""
    card = CARDS.monsters[monster]
    if not state.heroes[seat].standing:
        return
    dice = state.roll(attack_dice(state, card, seat))
    hits = len(potential_wounds(card, dice))
    wounds = hero_wounds_from(state, card, seat, hits)
    state.emit("free_attack", {"monster": monster, "seat": seat, "dice": dice, "hits": hits, "wounds": wounds,
                               "why": why}, chance=True)
    hurt_by_monster(state, monster, seat, wounds)


def start_fight(state: DungeonRunState, seat: int, monster: str, forced: bool) -> None:
    frame = state.push("fight", seat, monster=monster, forced=forced, phase="support", hits=[], dice=[],
                       stat="", rerolled=False)
    own = turn_frame(state, seat)
    if own is not None and monster not in own.data["fought"]:
        own.data["fought"].append(monster)
    open_window(state, frame)


def reveal_encounter(state: DungeonRunState, seat: int, cell: Cell) -> None:
    card = draw_encounter(state)
    if card is None:
        state.emit("no_encounter", {"x": cell[0], "y": cell[1]})
        return
    state.emit("encounter_revealed", {"card": card, "seat": seat, "x": cell[0], "y": cell[1],
                                      "encounters": len(state.encounters)}, chance=True)
    if card in CARDS.monsters:
        put_monster(state, card, cell)
        start_fight(state, seat, card, forced=True)
    elif card in CARDS.traps:
        frame = state.push("disarm", seat, trap=card, dice=[], rerolled=False)
        open_window(state, frame)
    else:
        state.on_tile[cell] = card
        state.push("stranger", seat, stranger=card, phase="offer")
