"""What each choice of the pending decision would bring, for the odds panel: the chance to kill, to
be hit and to die of it, and the gold a kill pays; for the fight as it stands, for each token use of
its window (once, and again as often as the window lets it be spent while that changes anything),
and for every choice that begins a fight (a hero sent, a path taken, the Troll fought again, the
Guardian's encounter faced, the Adventurer's repeat).

Nothing here restates a rule. A token is spent with the engine's own ``use_power`` on a copy; a fight
to come is the very ``Fight`` the rules will make (``second_round``, ``repeated``); the chances are
``odds.kill_now`` and ``odds.hit_now``, exact over the dice; the wounds a hit deals are the damage
step's ``hit_wounds``. Everything read is public, so every seat's view carries the same figures.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action

from .combat import ENCOUNTERS, NO_MODS, Fight, hit_wounds, step_in
from .effects import use_power, window_options
from .heroes import DEATH_WOUNDS, Hero
from .odds import gold_at_stake, hit_now, kill_now, rerolled

if TYPE_CHECKING:
    from .state import GauntletState

WINDOWS = ("before", "after", "hit", "kill")
MOST_USES = 6  # a token spent more often than this changes nothing more in any card's fight
# Uses that roll as they are made: their chances are counted exactly over the new dice, once.
ROLLED_NOW = {"warlord": 0, "mace": 0, "morning-star": 1, "scimitar": 2}

Figures = dict[str, Any]


def dies(h: Hero, f: Fight, kill: float, hit: float) -> float:
    """The chance the hero is dead when its turn ends, the only time death is checked: its wounds
    then (the poison still to bite this turn counted) at the limit. The fight's outcomes are a kill or
    not, a hit or not; a hit is certain, impossible, or (a Berserker's kill dodges) the kill's
    complement. A kill of the Mushroom Man heals a wound before the monster strikes; the Healing
    Pool heals one (the hero may take that choice); a Banshee's extra wound is a choice too."""
    if h.dead or "hit-cannot-die" in h.this_turn:
        return 0.0
    card = ENCOUNTERS[f.card]
    if hit not in (0.0, 1.0):
        outcomes = [(kill, True, False), (1.0 - kill, False, True)]
    else:
        outcomes = [(kill, True, hit == 1.0), (1.0 - kill, False, hit == 1.0)]
    healed = 1 if h.wounds > 0 else 0
    total = 0.0
    for chance, killed, was_hit in outcomes:
        wounds = h.wounds + h.poison - h.fresh_poison
        if card.effect == "heal-or-cleanse" or (killed and card.effect == "kill-heal" and not f.given_up):
            wounds -= healed
        if was_hit:
            if card.effect == "hit-cannot-die":
                continue
            wounds += hit_wounds(h, f)
        if wounds >= DEATH_WOUNDS:
            total += chance
    return min(1.0, total)


def figures(h: Hero, f: Fight, kill: float | None = None, hit: float | None = None) -> Figures:
    kill = kill_now(h, f) if kill is None else kill
    hit = hit_now(h, f) if hit is None else hit
    return {"kill": kill, "hit": hit, "dies": dies(h, f, kill, hit), "gold": gold_at_stake(h, f)}


def _row(s: "GauntletState", action: Action, times: int, numbers: Figures) -> Figures:
    """A row with its option's words (catalogue key and arguments, as the prompt words it): the odds
    are every seat's, while the prompt lists its options to the deciding seat alone."""
    frame = s.frames[-1]
    label = s.flow.kinds[frame.kind].label
    assert label is not None  # every decision of the game words its options
    key, args = label(s, frame, action)
    return {"action": str(action), "key": key, "args": args, "times": times, **numbers}


def _token_rows(s: "GauntletState", h: Hero, f: Fight, window: str) -> list[Figures]:
    rows: list[Figures] = []
    for action in (a for a in s.options() if a.verb == "use"):
        ability = str(action.args[0])
        if ability in ROLLED_NOW:
            faces = [] if ability in ("warlord", "mace") else (
                list(f.dice) if ability == "morning-star" else [int(a) for a in action.args[1:]])
            kill, hit = rerolled(h, f, faces, len(faces) or 1)
            rows.append(_row(s, action, 1, figures(h, f, kill, hit)))
            continue
        trial = s.clone()
        th, tf = trial.heroes[h.index], trial.fight
        assert tf is not None
        last: Figures | None = None
        for times in range(1, MOST_USES + 1):
            use_power(trial, th, tf, window, action)
            numbers = figures(th, tf)
            if numbers == last:
                break  # spending it again changes nothing more
            rows.append(_row(s, action, times, numbers))
            last = numbers
            if action not in window_options(trial, th, tf, window):
                break
    return rows


def _fight_rows(s: "GauntletState", kind: str, data: dict[str, Any]) -> list[Figures]:
    """The options that begin a fight, each with the fight the rules would begin."""
    rows: list[Figures] = []
    for action in s.options():
        fight: Fight | None = None
        h = s.heroes[data["hero"]] if "hero" in data else None
        if kind == "adventurer" and action.verb == "use" and s.fight is not None:
            fight = s.fight.repeated()
        elif kind == "troll" and action.verb == "fight-again" and s.fight is not None:
            fight = s.fight.second_round()
        elif kind == "guardian" and action.verb == "face-extra" and h is not None:
            fight = Fight(h.index, data["card"], NO_MODS, 0)
        elif kind == "path" and h is not None:
            card = str(action.args[0])
            mods = next(m for c, m in s.paths if c == card)
            fight = Fight(h.index, card, mods, 0)
        elif kind == "send" and action.verb == "send" and len(s.paths) == 1:
            sent = s.hero_named(action.args[0])
            assert sent is not None
            h = sent.copy()
            step_in(h)  # as the hero steps in: the Axe's price, this turn's curse
            fight = Fight(h.index, s.paths[0][0], s.paths[0][1], 0)
        if fight is not None and h is not None:
            rows.append(_row(s, action, 1, figures(h, fight)))
    return rows


def outlook(s: "GauntletState") -> dict[str, Any] | None:
    """``now``: the fight as it stands, or None; ``rows``: one per option (and per number of uses)
    that changes the odds, with its action text. None when the decision risks nothing."""
    if s.over or not s.frames:
        return None
    frame = s.frames[-1]
    f = s.fight
    if frame.kind in WINDOWS and f is not None:
        h = s.heroes[f.hero]
        return {"now": figures(h, f), "rows": _token_rows(s, h, f, frame.kind)}
    if frame.kind in ("adventurer", "troll", "guardian", "path", "send"):
        rows = _fight_rows(s, frame.kind, frame.data)
        return {"now": None, "rows": rows} if rows else None
    return None
