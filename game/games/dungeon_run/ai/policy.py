"""The fast playout policy: a hero who explores, fights what the odds say it can beat and flees the
rest, searches, equips and advances, helps while the Lord lives, and in the endgame runs home with
the Stone or hunts its holder. It reads the state it is given (a determinized copy in search)."""
from __future__ import annotations

import math
from typing import Callable

from game.engine.actions import Action
from game.engine.flow import Frame
from game.engine.rng import Rng

from ..cards import MAGIC_STONE
from ..grid import Cell, rotate, step
from ..heroes import CARDS
from ..paths import fitting_rotations
from ..state import DungeonRunState, Effect
from .evaluate import escape_odds, fight_odds, power


DIRS = ("north", "east", "south", "west")
ENTRANCE = (0, 0)
EFFECT_VALUE = {"armor": 1.6, "keen": 0.6, "reroll": 0.6, "mend": 0.9, "bounty": 0.5, "steady": 0.2,
                "surefoot": 0.3, "trapwise": 0.2, "rage": 0.7, "haste": 1.5, "fortune": 0.3, "swift": 0.3,
                "jinx": 0.2, "spite": 0.2, "heal": 1.0, "bolt": 0.8, "steal": 0.3}


def effect_value(effect: Effect) -> float:
    kind = effect["kind"]
    amount = effect.get("amount", 1)
    if kind == "stat":
        return (0.4 if effect["stat"] == "dexterity" else 1.0) * amount
    if kind == "health":
        return 0.45 * amount
    if kind == "dice":
        weight = {"fight": 0.8, "duel": 0.4, "flee": 0.3, "disarm": 0.25, "any": 0.8}[effect["roll"]]
        return weight * amount * (0.4 if "against" in effect else 1.0)
    if kind in ("lone", "helper"):
        return 0.5 * amount
    if kind == "potion":
        return 0.3 * amount
    return EFFECT_VALUE.get(kind, 0.2)


def card_value(card: str) -> float:
    if card == MAGIC_STONE:
        return 100.0
    item = CARDS.items.get(card)
    effects = item.effects if item else CARDS.abilities[card].effects
    return sum(effect_value(e) for e in effects) + (0.5 if item and item.artifact else 0.0)


def _toward(state: DungeonRunState, seat: int, goal: Cell, options: list[Action]) -> Action | None:
    """The option (move or flee) whose exit leads closest to ``goal``."""
    here = state.heroes[seat].pos
    steps = state.dungeon.steps_from(goal)
    best, best_d = None, steps.get(here, 99)
    for action in options:
        d = DIRS.index(str(action.args[0]))
        target = state.dungeon.joined(here, d)
        if target is None:
            continue
        if steps.get(target, 99) < best_d:
            best, best_d = action, steps[target]
    return best


def _explore(state: DungeonRunState, seat: int, options: list[Action], rng: Rng) -> Action | None:
    """Lay a new tile beyond an open exit of this tile, or walk toward the nearest tile that has one."""
    here = state.heroes[seat].pos
    fresh = [a for a in options if step(here, DIRS.index(str(a.args[0]))) not in state.dungeon.tiles
             and _room_beyond(state, here, DIRS.index(str(a.args[0])))]
    if fresh:
        return rng.choice(fresh)
    reach = state.dungeon.steps_from(here)
    frontier = [(reach[c], c) for c, d in state.dungeon.open_exits() if c in reach and _room_beyond(state, c, d)]
    if not frontier:
        return None
    return _toward(state, seat, min(frontier)[1], options)


def _room_beyond(state: DungeonRunState, cell: Cell, d: int) -> bool:
    """Whether some tile of the (determinized) stack could be laid beyond this exit."""
    target = step(cell, d)
    return any(fitting_rotations(state, tile, target, d ^ 2) for tile in set(state.stack))


def _by_verb(actions: list[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for action in actions:
        out.setdefault(action.verb, []).append(action)
    return out


def _turn(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    seat = frame.seat
    hero = state.heroes[seat]
    verbs = _by_verb(legal)
    p = power(state, seat)
    if "use" in verbs and p.left <= p.health // 2:
        return verbs["use"][0]
    if "summon" in verbs:
        return verbs["summon"][0]
    monster = state.monster_at(hero.pos)
    if monster:
        others = len([s for s in state.heroes_at(hero.pos) if s != seat])
        # Before the endgame the others on the tile lend dice; after it they take them away.
        odds = fight_odds(state, seat, monster, helpers=-2 * bool(others) if state.endgame else 2 * others)
        lord = CARDS.monsters[monster].lord
        running = escape_odds(state, seat, monster) if "flee" in verbs else 0.0
        sealed = state.tile_rule(hero.pos) == "seal-room" and len(state.heroes_at(hero.pos)) < 2
        if sealed:
            odds = 0.0  # nobody to assist: a fight here is only a free attack
        if sealed and running < 0.3 and "equip" in verbs and _burdens(state, seat):
            return verbs["equip"][0]  # shed what slows the hero, to get out of a room they cannot fight in
        holding = state.stone_holder() == seat
        if holding and running >= 0.5:
            odds = 0.0  # the Stone's holder has a door to reach, not a monster to beat
        if "fight" in verbs and (odds >= 0.42 or running < 0.3 or (lord and odds >= 0.3)):
            return verbs["fight"][0]
        if "flee" in verbs:
            goal = ENTRANCE if state.stone_holder() == seat else hero.pos
            return _toward(state, seat, goal, verbs["flee"]) or rng.choice(verbs["flee"])
    if state.endgame:
        chosen = _endgame(state, seat, verbs, rng)
        if chosen is not None:
            return chosen
    for verb in ("search", "advance", "meet", "bolt"):
        if verb in verbs and (verb != "meet" or _worth_meeting(state, seat)):
            return verbs[verb][0]
    if "equip" in verbs and _wants_equip(state, seat):
        return verbs["equip"][0]
    if "heal" in verbs:
        wounded = max(verbs["heal"], key=lambda a: state.heroes[int(a.args[0])].wounds)
        if state.heroes[int(wounded.args[0])].wounds >= 2:
            return wounded
    if "well" in verbs:
        return min(verbs["well"], key=lambda a: card_value(str(a.args[0])))
    moves = verbs.get("move", [])
    lord_cell = state.monster_cell(state.lord) if state.lord_room is not None else None
    if lord_cell is not None and moves:
        chosen = _toward(state, seat, lord_cell, moves)
        if chosen is not None and (p.left >= 4 or state.wounds.get(state.lord, 0)):
            return chosen
    if moves:
        chosen = _explore(state, seat, moves, rng)
        if chosen is not None:
            return chosen
        targets = [c for c, m in state.on_tile.items() if m in CARDS.monsters and m != state.lord]
        if not targets and lord_cell is not None:
            targets = [lord_cell]  # nothing left to grow on: waiting only lets the Lord heal or wander
        if targets:
            reach = state.dungeon.steps_from(hero.pos)
            near = min((reach.get(c, 99), c) for c in targets)[1]
            chosen = _toward(state, seat, near, moves)
            if chosen is not None:
                return chosen
    return Action("end")


def _endgame(state: DungeonRunState, seat: int, verbs: dict[str, list[Action]], rng: Rng) -> Action | None:
    hero = state.heroes[seat]
    holder = state.stone_holder()
    ways = verbs.get("move", []) + verbs.get("flee", [])
    if holder == seat:
        return _toward(state, seat, ENTRANCE, ways)
    if "search" in verbs and MAGIC_STONE in state.items_on(hero.pos):
        return verbs["search"][0]
    if holder is not None:
        if "attack" in verbs and any(int(a.args[0]) == holder for a in verbs["attack"]):
            return next(a for a in verbs["attack"] if int(a.args[0]) == holder)
        return _toward(state, seat, state.heroes[holder].pos, ways)
    stone = next((c for c, items in state.items_up.items() if MAGIC_STONE in items), None)
    if stone is not None:
        return _toward(state, seat, stone, ways)
    return None


def _worth_meeting(state: DungeonRunState, seat: int) -> bool:
    """A stranger's trial is worth it when it is likely to pass and a failure would not fell the hero."""
    stranger = state.stranger_at(state.heroes[seat].pos)
    if stranger is None:
        return False
    card = CARDS.strangers[stranger]
    if card.condition != "trial":
        return True
    p = power(state, seat)
    dice = {"might": p.might, "magic": p.magic, "dexterity": p.dexterity}[card.stat]
    chance = 1.0 - sum(math.comb(dice, k) * 0.5 ** dice for k in range(card.successes))
    return p.left > card.wounds + 1 and chance >= 0.5


def _wants_equip(state: DungeonRunState, seat: int) -> bool:
    return _best_wear(state, seat, None) is not None


def _best_wear(state: DungeonRunState, seat: int, options: list[Action] | None) -> Action | None:
    hero = state.heroes[seat]
    worn = {CARDS.items[c].slot: card_value(c) for c in hero.equipped if CARDS.items[c].slot != "none"}
    candidates = options if options is not None else [Action("wear", (c,)) for c in hero.loot if c in CARDS.items]
    best, gain = None, 0.05
    for action in candidates:
        if action.verb != "wear":
            continue
        card = str(action.args[0])
        item = CARDS.items[card]
        if options is None and not (item.artifact or CARDS.heroes[hero.hero].hero_class in item.classes):
            continue
        if all(e["kind"] == "potion" for e in item.effects):
            continue
        delta = card_value(card) - worn.get(item.slot, 0.0)
        if delta > gain:
            best, gain = action, delta
    return best


def _fight(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    if legal[0].verb == "strike":
        p = power(state, frame.seat)
        wanted = "magic" if p.magic > p.might else "might"
        if CARDS.monsters[frame.data["monster"]].has("incorporeal"):
            wanted = "magic"
        return next((a for a in legal if a.args[0] == wanted), legal[0])
    card = CARDS.monsters[frame.data["monster"]]
    p = power(state, frame.seat)
    high = sum(d >= card.defense for d in frame.data["dice"])
    most = int(legal[-1].args[0])
    armored = card.has("armored")
    kill_need = card.health - state.wounds.get(card.id, 0) + (armored["amount"] if armored else 0)
    incoming = len(frame.data["hits"]) - p.armor
    if high >= kill_need:  # enough to fell it: spare dice cancel
        cancel = min(most, high - kill_need)
    elif incoming >= p.left - 1:  # the blow would fell or nearly fell the hero
        cancel = most
    else:
        cancel = 0
    return Action("cancel", (cancel,))


def _support(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    roller = frame.data["roller"]
    if state.endgame:
        return Action("sabotage") if state.stone_holder() == roller else Action("pass")
    hero = state.heroes[frame.seat]
    card = CARDS.heroes[hero.hero]
    stat = "magic" if card.magic + hero.training[1] > card.might + hero.training[0] else "might"
    return Action("assist", (stat,))


def _duel(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    if legal[0].verb in ("strike", "defend"):
        p = power(state, frame.seat)
        wanted = "magic" if p.magic > p.might else "might"
        return next((a for a in legal if a.args[0] == wanted), legal[0])
    p = power(state, frame.seat)
    theirs = sum(d >= 4 for d in frame.data["ddice"])
    return legal[-1] if theirs >= p.left else legal[0]


def _wander(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    """Send monsters at the other heroes, the nearest first."""
    chooser = frame.seat
    others = [state.heroes[s].pos for s in state.living() if s != chooser and state.heroes[s].standing]
    if not others:
        return rng.choice(legal)
    monster = frame.data["queue"][0]
    start = state.monster_cell(monster)
    assert start is not None

    def score(action: Action) -> int:
        if action.verb == "stay":
            cell = start
        else:
            cell = state.dungeon.joined(start, DIRS.index(str(action.args[1]))) or start
        steps = state.dungeon.steps_from(cell)
        return min(steps.get(c, 99) for c in others)
    best = min(score(a) for a in legal)
    return rng.choice([a for a in legal if score(a) == best])


def _place(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    """Turn the tile to keep the most exits open to unexplored space."""
    cell = (frame.data["cell"][0], frame.data["cell"][1])
    tile = CARDS.tiles[frame.data["tile"]]

    def openness(action: Action) -> int:
        exits = rotate(tile.exits, int(action.args[0]) // 90)
        return sum(1 for d in range(4) if exits >> d & 1 and step(cell, d) not in state.dungeon.tiles)
    best = max(openness(a) for a in legal)
    return rng.choice([a for a in legal if openness(a) == best])


def _fortune(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    arrive = state.frames[-2]
    tile = CARDS.tiles[state.dungeon.tiles[(arrive.data["cell"][0], arrive.data["cell"][1])][0]]
    return max(legal, key=lambda a: (int(a.args[0]) in tile.treasure) - 0.6 * (int(a.args[0]) in tile.encounter))


def _stranger(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    if legal[0].verb in ("give",):
        return min(legal, key=lambda a: card_value(str(a.args[0])))
    if legal[0].verb == "train":
        return _train(state, frame.seat, legal)
    card = CARDS.strangers[frame.data["stranger"]]
    meet = next((a for a in legal if a.verb == "meet"), None)
    if meet is None:
        return legal[-1]
    if card.condition == "trial":
        p = power(state, frame.seat)
        if p.left <= card.wounds + 1:
            return legal[-1]
    return meet


def _train(state: DungeonRunState, seat: int, legal: list[Action]) -> Action:
    p = power(state, seat)
    wanted = "magic" if p.magic > p.might else "might"
    return next((a for a in legal if a.args[0] == wanted), legal[0])


def _advance(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    if legal[0].verb == "spend":
        lord = next((a for a in legal if a.args[0] == state.lord), None)
        return next((a for a in legal if a is not lord), legal[0])
    if legal[0].verb == "train":
        return _train(state, frame.seat, legal)
    return max(legal, key=lambda a: card_value(str(a.args[0])))


def _burdens(state: DungeonRunState, seat: int) -> list[str]:
    """Equipped cards that lower the hero's Dexterity."""
    return [c for c in state.heroes[seat].equipped
            if any(e["kind"] == "stat" and e["stat"] == "dexterity" and e["amount"] < 0 for e in CARDS.items[c].effects)]


def _equip(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    hero = state.heroes[frame.seat]
    if state.tile_rule(hero.pos) == "seal-room" and state.monster_at(hero.pos):
        shed = [a for a in legal if a.verb == "remove" and str(a.args[0]) in _burdens(state, frame.seat)]
        if shed:
            return shed[0]
    return _best_wear(state, frame.seat, [a for a in legal if a.verb == "wear"]) or Action("done")


def _least(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    return min(legal, key=lambda a: card_value(str(a.args[0])))


def _most(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    return max(legal, key=lambda a: card_value(str(a.args[0])))


def _vote(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    target = frame.data["target"]
    mine, theirs = power(state, frame.seat), power(state, target)
    return Action("doom") if theirs.fight > mine.fight + 1 else Action("spare")


def _summon(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    """Drop the monster on the hunter nearest to the holder, to pin them down."""
    me = state.heroes[frame.seat].pos
    steps = state.dungeon.steps_from(me)
    hunters = [state.heroes[s].pos for s in state.living() if s != frame.seat and state.heroes[s].standing]
    cells = {(int(a.args[0]), int(a.args[1])): a for a in legal}
    near = sorted((steps.get(c, 99), c) for c in hunters if c in cells)
    return cells[near[0][1]] if near else rng.choice(legal)


def _draft(state: DungeonRunState, frame: Frame, legal: list[Action], rng: Rng) -> Action:
    def strength(action: Action) -> float:
        hero = CARDS.heroes[str(action.args[0])]
        return max(hero.might, hero.magic) * 1.2 + hero.health * 0.3 + hero.dexterity * 0.3
    best = max(strength(a) for a in legal)
    return rng.choice([a for a in legal if strength(a) >= best - 0.5])


Chooser = Callable[[DungeonRunState, Frame, list[Action], Rng], Action]
CHOOSERS: dict[str, Chooser] = {
    "turn": _turn, "fight": _fight, "support": _support, "duel": _duel, "defend": _duel, "wander": _wander,
    "place": _place, "fortune": _fortune, "stranger": _stranger, "advance": _advance, "equip": _equip,
    "drop": _least, "pilfer": _most, "learn": _most, "vote": _vote, "summon": _summon, "draft": _draft,
}


def playout_action(state: DungeonRunState, rng: Rng) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    frame = state.frames[-1]
    chooser = CHOOSERS.get(frame.kind)
    if chooser is None:
        if frame.kind == "answer":
            return Action("refuse")
        return rng.choice(legal)
    return chooser(state, frame, legal, rng)
