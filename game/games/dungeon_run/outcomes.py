"""What befalls a hero, whichever chapter sets it off: wounds taken and healed, cards gained and lost,
training and abilities gained, defeat and elimination, the Dungeon Lord's fall and the Stone's
escape (rulebook, "Sconfiggere Eroi e Mostri", "La fine della partita", "Vittoria",
"Azione di Avanzamento"). Each pushes the frames that follow (a drop, a vote, an equip) by name."""
from __future__ import annotations

from .cards import MAGIC_STONE
from .grid import Cell
from .heroes import CARDS, STATS, fits_class, max_health
from .state import DungeonRunState, stop_turn



def wound_hero(state: DungeonRunState, seat: int, amount: int, source: str, by: int | None = None) -> int:
    """Puts wounds on a standing hero; at their hit points they are defeated (by hero ``by``, if any).

    A hero lying on their side can be neither attacked nor hurt (rulebook, "Sconfiggere Eroi").
    """
    hero = state.heroes[seat]
    if amount <= 0 or not hero.standing:
        return 0
    hero.wounds += amount
    state.emit("hero_wounded", {"seat": seat, "amount": amount, "source": source, "wounds": hero.wounds})
    if hero.wounds >= max_health(hero, state.effects_of(seat)):
        defeat_hero(state, seat, by)
    return amount


def heal_hero(state: DungeonRunState, seat: int, amount: int, source: str) -> int:
    hero = state.heroes[seat]
    healed = min(amount, hero.wounds)
    if healed <= 0 or not hero.standing:
        return 0
    hero.wounds -= healed
    state.emit("hero_healed", {"seat": seat, "amount": healed, "by": source, "wounds": hero.wounds})
    return healed


def recover(state: DungeonRunState, seats: list[int], why: str) -> None:
    """The free action Recover: one wound off after a disarm, a kill or a successful assist; never
    for a hero who was defeated in the same action (rulebook, "Recuperare")."""
    for seat in seats:
        heal_hero(state, seat, 1, f"recover-{why}")


def gain_items(state: DungeonRunState, seat: int, cards: list[str], drawn: bool = False) -> None:
    """Cards into the hero's loot pile; they may be equipped at once, for free."""
    if not cards:
        return
    hero = state.heroes[seat]
    hero.loot.extend(cards)
    state.emit("items_gained", {"seat": seat, "cards": list(cards), "treasures": len(state.treasures)},
               chance=drawn)
    if MAGIC_STONE in cards:
        took_stone(state, seat)
    wearable = [c for c in cards if fits_class(hero, c) and any(e["kind"] != "potion" for e in CARDS.items[c].effects)]
    if wearable and hero.standing:
        state.push("equip", seat, only=wearable, moved=[], traded=[], partner=-1, trades=0, free=True)


def took_stone(state: DungeonRunState, seat: int) -> None:
    """The Magic Stone's holder takes and keeps the First Player token (rulebook, "La fine della partita")."""
    state.first = seat
    state.emit("stone_taken", {"seat": seat})


def lose_item(state: DungeonRunState, seat: int, card: str) -> None:
    """A card leaves the hero; if it held up their hit points, the wounds they carry may now fell them."""
    hero = state.heroes[seat]
    if card in hero.equipped:
        hero.equipped.remove(card)
        check_health(state, seat)
    else:
        hero.loot.remove(card)


def check_health(state: DungeonRunState, seat: int) -> None:
    hero = state.heroes[seat]
    if hero.standing and hero.wounds >= max_health(hero, state.effects_of(seat)):
        defeat_hero(state, seat, None)


ENTRANCE = (0, 0)


def defeat_hero(state: DungeonRunState, seat: int, by: int | None) -> None:
    hero = state.heroes[seat]
    if state.solo:
        hero.down = True
        state.emit("hero_defeated", {"seat": seat})
        solo_end(state)
        return
    if state.endgame:
        eliminate(state, seat, by)
        return
    top = max_health(hero, state.effects_of(seat))
    hero.down = True
    hero.wounds = top - top // 2
    for trap, _ in hero.lingering:
        state.encounter_discard.append(trap)
    hero.lingering = []
    stop_turn(state, seat)
    state.emit("hero_knocked_out", {"seat": seat, "by": by, **state.where(hero.pos),
                                    "wounds": hero.wounds})
    push_drop(state, seat, "knocked-out")
    if state.rules.beg:
        voters = [s for s in state.living() if s != seat]
        if voters:
            state.push("vote", voters[0], target=seat, voters=voters[1:], cast=[])


def push_drop(state: DungeonRunState, seat: int, why: str, treasures_only: bool = False) -> None:
    """The hero must leave one of their cards face up on their tile (their choice)."""
    state.push("drop", seat, why=why, treasures=treasures_only)


def eliminate(state: DungeonRunState, seat: int, by: int | None) -> None:
    hero = state.heroes[seat]
    items = hero.items()
    cell = hero.pos
    encounters = [c for c in hero.loot if c not in CARDS.items]
    state.encounter_discard.extend(encounters)
    hero.discard.extend(hero.abilities + hero.deck)
    hero.abilities, hero.deck, hero.equipped, hero.loot = [], [], [], []
    state.encounter_discard.extend(trap for trap, _ in hero.lingering)
    hero.lingering = []
    state.markers += sum(hero.training)
    hero.training = [0, 0, 0]
    hero.out, hero.down = True, False
    stop_turn(state, seat)
    if seat in state.to_play:
        state.to_play.remove(seat)
    state.emit("hero_eliminated", {"seat": seat, "by": by, **state.where(cell), "cards": list(items)})
    state.push("settle", seat)
    if by is not None and state.heroes[by].standing:
        gain_items(state, by, items)
    else:
        state.add_items(cell, items)


def scores(state: DungeonRunState, winners: list[int]) -> tuple[float, ...]:
    return tuple(1.0 if s in winners else 0.0 for s in range(state.players))


def lord_defeated(state: DungeonRunState, seat: int, cell: Cell) -> None:
    """The Lord falls: in solo play the hero wins at once; otherwise the Magic Stone appears on his
    tile and the endgame begins."""
    if state.solo:
        solo_end(state)
        return
    state.artifacts.remove(MAGIC_STONE)
    state.add_items(cell, [MAGIC_STONE])
    state.endgame = True
    state.emit("endgame_begins", {"seat": seat, **state.where(cell)})


def solo_end(state: DungeonRunState) -> None:
    """Solo play ends with the blow that fells the hero or the Lord; it is judged once the whole blow
    is resolved, so that felling the Lord while falling still wins (without the survival points)."""
    if not any(f.kind == "solo-end" for f in state.frames):
        state.push("solo-end", 0)


def check_stone_victory(state: DungeonRunState, seat: int) -> bool:
    hero = state.heroes[seat]
    if state.endgame and hero.standing and hero.pos == ENTRANCE and hero.owns(MAGIC_STONE):
        state.conclude(scores(state, [seat]), (seat,), "stone-escaped")
        return True
    return False


def train(state: DungeonRunState, seat: int, stat: str) -> None:
    if state.markers <= 0:
        return
    state.markers -= 1
    state.heroes[seat].training[STATS.index(stat)] += 1
    state.emit("hero_trained", {"seat": seat, "stat": stat, "markers": state.markers})


def learn(state: DungeonRunState, seat: int, kept: str, rest: list[str]) -> None:
    hero = state.heroes[seat]
    hero.abilities.append(kept)
    hero.discard.extend(rest)
    state.emit("ability_learned", {"seat": seat, "card": kept}, {"discarded": list(rest)}, frozenset((seat,)))
