"""What the AI knows about Gauntlet of Fools: how much more gold each hero should still earn.

For every encounter left in the deck (its order unknown) the model takes the exact chance that the
hero's dice kill it and whether its Attack reaches the hero's Defense, giving gold and wounds per
turn; the turns a hero lives follow from its wounds left, tokens are valued by what they save or
win, and each seat's final gold is compared with the others' as normal spreads. In the boasting
phase the heroes are valued as they would be armed with their boasts, and the seats still without
a hero are given the best free heroes in turn order.
"""
from __future__ import annotations

import math

from .combat import BOASTS, CLASSES, ENCOUNTERS, WEAPONS, hero_defense, hero_dice
from .heroes import DEATH_WOUNDS, Hero
from .odds import reach, times_of
from .state import GauntletState
from .setup import arm_hero

# Wounds a hit costs beyond the printed damage, in wound-equivalents (poison bites every later turn,
# penalties weaken every later fight), and gold a hit takes.
HIT_EXTRA = {"hit-poison": 2.0, "hit-curse": 0.7, "hit-wound-or-defense": 1.0, "hit-dice-penalty": 0.6,
             "hit-defense-penalty": 0.6, "hit-lose-weapon-token": 0.3, "hit-lose-class-token": 0.3}
HIT_GOLD = {"hit-lose-gold": 1.0}
# What one token is worth, in gold ("kill") or in wounds saved ("wound") or flat gold ("gold").
TOKEN_WORTH: dict[str, tuple[str, float]] = {
    "adventurer": ("gold", 1.5), "alchemist": ("wound", 0.5), "armorer": ("gold", 2.0),
    "artificer": ("gold", 2.0), "avenger": ("gold", 0.8), "berserker": ("gold", 0.8), "jester": ("kill", 0.5),
    "knight": ("wound", 0.6), "monk": ("wound", 0.5), "necromancer": ("gold", 0.3), "priest": ("wound", 0.8),
    "thief": ("wound", 1.0), "trapper": ("gold", 1.5), "warlord": ("kill", 0.3), "wizard": ("wound", 1.0),
    "zealot": ("kill", 1.0), "zombie": ("turn", 1.0),
    "axe": ("kill", 0.7), "bow": ("wound", 0.6), "dagger": ("kill", 1.0), "deadly-fists": ("kill", 1.4),
    "demonic-blade": ("kill", 0.5), "flaming-sword": ("kill", 0.8), "holy-sword": ("wound", 0.3),
    "mace": ("kill", 0.3), "morning-star": ("kill", 0.4), "scepter": ("kill", 0.5), "scimitar": ("kill", 0.35),
    "sling": ("kill", 0.6), "spear": ("kill", 0.7), "spiked-shield": ("kill", 0.6), "staff": ("kill", 0.6),
    "sword": ("wound", 0.45), "throwing-stars": ("kill", 0.18), "wand": ("gold", 0.5),
}
MONSTERS = [e for e in ENCOUNTERS.values() if e.is_monster]
FULL_DECK = sum(1 for e in ENCOUNTERS.values() if e.kind != "modifier")
SPREAD = 2.5  # the spread of one seat's final gold grows with the gold still to earn


class Outlook:
    """The deck as the hero will meet it: every encounter left, equally likely each turn."""

    __slots__ = ("monsters", "specials", "turns", "key")

    def __init__(self, key: frozenset[str]) -> None:
        self.key = key
        cards = sorted(key)
        self.monsters = [ENCOUNTERS[c] for c in cards if ENCOUNTERS[c].is_monster]
        self.specials = [ENCOUNTERS[c] for c in cards if ENCOUNTERS[c].kind == "special"]
        self.turns = len(self.monsters) + len(self.specials)


_OUTLOOKS: dict[frozenset[str], Outlook] = {}
_FUTURE: dict[tuple[object, ...], float] = {}


def outlook_of(state: GauntletState) -> Outlook:
    key = frozenset(state.deck)
    known = _OUTLOOKS.get(key)
    if known is None:
        if len(_OUTLOOKS) > 20_000:
            _OUTLOOKS.clear()
        known = _OUTLOOKS[key] = Outlook(key)
    return known


_PER_TURN: dict[tuple[object, ...], tuple[float, float, float]] = {}


def base_dice(h: Hero) -> int:
    return max(0, max(hero_dice(h, i) for i in range(len(h.weapons))))


def per_turn(h: Hero, outlook: Outlook) -> tuple[float, float, float]:
    """Expected (gold, wounds, kills) for one turn of this hero against a random encounter left."""
    if outlook.turns == 0:
        return 0.0, 0.0, 0.0
    dice, defense, one_arm, times = base_dice(h), hero_defense(h), h.boasting("one-arm"), times_of(h)
    bonus = h.attack_bonus + (h.gold if "sack-of-loot" in h.weapons else 0) - h.boasting("juggling")
    blind = h.boasting("blindfolded")
    key = (outlook.key, dice, defense, one_arm, times, bonus, blind, min(h.wounds, 2), "prospector" in h.powers)
    known = _PER_TURN.get(key)
    if known is None:
        if len(_PER_TURN) > 100_000:
            _PER_TURN.clear()
        known = _PER_TURN[key] = _per_turn(h, outlook, dice, defense, one_arm, times, bonus, blind)
    return known


def _per_turn(h: Hero, outlook: Outlook, dice: int, defense: int, one_arm: bool, times: int, bonus: int,
              blind: bool) -> tuple[float, float, float]:
    gold = wounds = kills = 0.0
    for card in outlook.monsters:
        target = defense if card.defense is None else card.defense
        kill = reach(dice, one_arm, times, target - bonus)
        kills += kill
        hit = card.attack >= defense
        treasure = card.gold + (defense // 3 if card.effect == "kill-gold-from-defense" else 0)
        gold += kill * (treasure - (blind and not hit and treasure > 0))
        if hit:
            wounds += card.damage + HIT_EXTRA.get(card.effect or "", 0.0)
            if card.effect == "hit-shadow":
                wounds += 2.0 if h.wounds < 2 else 0.0
            elif card.effect == "hit-vampire":
                wounds += 2.0 if h.wounds >= 2 else 1.0
            gold -= HIT_GOLD.get(card.effect or "", 0.0) * card.numbers.get("gold", 0)
    for card in outlook.specials:
        if card.effect == "gain-gold":
            gold += card.numbers["gold"]
        elif card.effect == "gold-per-attack":
            gold += (3.5 * times * dice + bonus) / card.numbers["attack"]
        elif card.effect == "trap-wound":
            wounds += 1.0
        elif card.effect == "heal-or-cleanse":
            wounds -= 0.8 if h.wounds else 0.0
        elif card.effect == "gain-token":
            gold += 0.8
    if "prospector" in h.powers:
        gold += outlook.turns * CLASSES["prospector"].numbers["gold"]
    return gold / outlook.turns, max(0.05, wounds / outlook.turns), kills / outlook.turns


def future_gold(h: Hero, outlook: Outlook, turns: float) -> float:
    """The gold this hero should still earn in at most ``turns`` turns of its own (remembered: the
    search meets the same heroes before the same deck again and again)."""
    if turns <= 0:
        return 0.0
    key = (outlook.key, turns, h.cls, h.weapons, h.boasts, h.powers, h.class_tokens, tuple(h.weapon_tokens),
           h.wounds, h.gold, h.attack_bonus, h.defense_bonus, h.dice_bonus, h.one_use, h.dice_penalty,
           h.defense_penalty, h.hangover, h.dead, h.holy, h.t_defense, h.t_dice, h.zealot)
    known = _FUTURE.get(key)
    if known is None:
        if len(_FUTURE) > 200_000:
            _FUTURE.clear()
        known = _FUTURE[key] = _future_gold(h, outlook, turns)
    return known


def _future_gold(h: Hero, outlook: Outlook, turns: float) -> float:
    gold, wounds, kills = per_turn(h, outlook)
    if h.boasting("hangover"):  # it lasts until the first kill: about 1 / (kills a turn) turns
        sober = h.copy()
        sober.hangover = False
        sober_gold, sober_wounds, _ = per_turn(sober, outlook)
        share = min(1.0, 1.0 / max(kills, 0.1) / turns)
        gold = share * gold + (1 - share) * sober_gold
        wounds = share * wounds + (1 - share) * sober_wounds
    life = float(DEATH_WOUNDS - h.wounds)
    kill_gold = 2.5 * 0.5  # a kill bought with a token: half the average treasure
    extra = 0.0
    for power, count in _tokens(h):
        kind, worth = TOKEN_WORTH.get(power, ("gold", 0.0))
        if kind == "wound":
            life += worth * count
        elif kind == "kill":
            extra += worth * kill_gold * 2 * count
        elif kind == "gold":
            extra += worth * count
        elif kind == "turn" and h.dead:
            life += count
    if h.dead and life <= 0:
        return 0.0
    if h.dead:
        life = sum(c for p, c in _tokens(h) if p == "zombie")
        wounds = 1.0
    lived = turns * (1.0 - math.exp(-max(life, 0.1) / (wounds * turns)))
    # What simulation found these cards earn beyond this model, in proportion to the deck left.
    hint = (CLASSES[h.cls].ai_gold + sum(WEAPONS[w].ai_gold for w in h.weapons)
            + sum(BOASTS[b].ai_gold for b in h.boast_list() if b != "hangover" or h.hangover))
    return max(0.0, gold * lived + extra * min(1.0, lived / 3.0) + hint * outlook.turns / FULL_DECK)


def _tokens(h: Hero) -> list[tuple[str, int]]:
    out = [(p, h.class_tokens) for p in h.powers if h.class_tokens]
    out += [(w, h.weapon_tokens[i]) for i, w in enumerate(h.weapons) if h.weapon_tokens[i]]
    if h.one_use:
        out.append(("mace", h.one_use))
    return out


def expected_gold(state: GauntletState) -> list[tuple[float, float]]:
    """(mean, spread) of every seat's final gold."""
    outlook = outlook_of(state)
    heroes = _armed_heroes(state)
    out = []
    for seat in range(state.players):
        mine = [h for h in heroes if h.owner == seat]
        share = outlook.turns if not state.two_heroes else outlook.turns / max(1, len(mine))
        future = sum(future_gold(h, outlook, share) for h in mine)
        now = sum(h.gold for h in mine)
        out.append((now + future, 2.0 + SPREAD * math.sqrt(future)))
    return out


def _armed_heroes(state: GauntletState) -> list[Hero]:
    """The heroes as they will enter the gauntlet; seats still without one get the best free ones."""
    if not state.boasting:
        return state.heroes
    outlook = outlook_of(state)
    heroes = []
    for h in state.heroes:
        armed = h.copy()
        arm_hero(armed)
        heroes.append(armed)
    free = sorted((h for h in heroes if h.owner < 0), key=lambda h: -future_gold(h, outlook, outlook.turns))
    per_seat = 2 if state.two_heroes else 1
    for offset in range(state.players):
        seat = (state.drafter + offset) % state.players
        while sum(1 for h in heroes if h.owner == seat) < per_seat and free:
            free.pop(0).owner = seat
    return heroes


def win_chances(state: GauntletState) -> list[float]:
    if state.over:
        result = state.result()
        return [result.reward(s) for s in range(state.players)]
    spreads = expected_gold(state)
    raw = []
    for s, (mean, spread) in enumerate(spreads):
        p = 1.0
        for o, (other, other_spread) in enumerate(spreads):
            if o != s:
                z = (mean - other) / math.sqrt(spread * spread + other_spread * other_spread)
                p *= 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))
        raw.append(p)
    total = sum(raw) or 1.0
    return [p / total for p in raw]


def evaluate(state: GauntletState, seat: int) -> float:
    return win_chances(state)[seat]
