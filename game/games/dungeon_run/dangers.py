"""What the dungeon does to a hero, which several chapters set off: a monster's attack (its dice,
the potential wounds they show, the wounds that land), a fight begun, and the encounter card
revealed on a tile (rulebook, "Azione di Combattimento contro un Mostro", "Azione di Movimento")."""
from __future__ import annotations

from game.engine.flow import Frame

from .blow import Sides, card_sides, on_hero, potential_wounds
from .cards import Monster
from .dice import open_window
from .grid import Cell
from .heroes import CARDS, extra_dice, has, hit_points_left, stat_value, total
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


def fight_stats(monster: str) -> list[str]:
    """The stats a monster may be fought with (an immune one shrugs off one of them)."""
    immune = CARDS.monsters[monster].has("immune")
    return [s for s in ("might", "magic") if not immune or immune["stat"] != s]


def fight_dice(state: DungeonRunState, seat: int, monster: str, stat: str) -> int:
    """The dice a hero rolls against a monster with a stat, before assistance and sabotage: the stat,
    the dice cards add (against its type too), rage, fighting alone, and a fearsome monster's toll."""
    card, found, hero = CARDS.monsters[monster], state.effects_of(seat), state.heroes[seat]
    count = stat_value(hero, stat, found) + extra_dice(found, "fight", card.type)
    if has(found, "rage"):
        count += hero.wounds // 3
    if not any(s != seat for s in state.heroes_at(hero.pos)):
        count += total(found, "lone")
    fearsome = card.has("fearsome")
    if fearsome:
        count -= fearsome["amount"]
    return count


def sides(state: DungeonRunState, seat: int, monster: str, stat: str) -> Sides:
    """The blow's numbers for this hero against this monster, fought with ``stat``."""
    hero, found = state.heroes[seat], state.effects_of(seat)
    magical = stat == "magic" or any(CARDS.items[i].magic for i in hero.equipped)
    return card_sides(CARDS.monsters[monster], double_six=has(found, "keen"), woundable=magical,
                      armor=total(found, "armor"), monster_wounds=state.wounds.get(monster, 0),
                      hero_left=hit_points_left(hero, found))


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


def idle_attacker(state: DungeonRunState, frame: Frame) -> str | None:
    """The monster that attacks freely if the turn ends now: a hero who spends the whole turn beside a
    monster without attacking it suffers a free attack (rulebook, "Azione di Combattimento contro un
    Mostro")."""
    idle, hero = frame.data["idle"], state.heroes[frame.seat]
    if (idle and hero.standing and list(hero.pos) == frame.data["start"] and state.monster_at(hero.pos) == idle
            and idle not in frame.data["fought"]):
        return str(idle)
    return None


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
        state.emit("no_encounter", state.where(cell))
        return
    state.emit("encounter_revealed", {"card": card, "seat": seat, **state.where(cell),
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
