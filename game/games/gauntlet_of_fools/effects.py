"""Card behaviour: class and weapon abilities that cost a token, by the moment they may be used.

Rulebook "Utilizzare le Abilità": an ability may be used several times in a turn, each use paying
its token; class tokens pay class abilities and weapon tokens weapon abilities. The Demon forbids
both in its fight (the Wizard may still skip it); after a Priest heals, no weapon token may be
spent that turn. A window is offered only when something in it can be used and could matter.
"""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from game.engine.actions import Action, Arg, IllegalAction
from game.engine.events import Event
from game.engine.flow import Frame, Words

from .combat import CLASSES, ENCOUNTERS, ROLLED, SPENT, SWUNG, WEAPONS, Fight, attack_total, monster_numbers

if TYPE_CHECKING:
    from .heroes import Hero
    from .state import GauntletState

Offer = Callable[["GauntletState", "Hero", Fight], list[tuple[Arg, ...]]]
Use = Callable[["GauntletState", "Hero", Fight, tuple[Arg, ...]], None]
ONCE: list[tuple[Arg, ...]] = [()]
NEVER: list[tuple[Arg, ...]] = []


class Power(NamedTuple):
    id: str  # the class or weapon card, or "one-use-die" for the bonus token
    window: str  # before, after, hit, kill, end
    token: str  # class, weapon or bonus
    offer: Offer  # the argument lists of the uses that are legal and useful now
    use: Use


def _monster(f: Fight) -> bool:
    return ENCOUNTERS[f.card].is_monster


def _harmful(f: Fight) -> bool:
    return _monster(f) or ENCOUNTERS[f.card].effect == "trap-wound"


def can_kill(h: "Hero", f: Fight) -> bool:
    return _monster(f) and not f.auto_kill and "priest" not in h.this_turn


def _can_kill_and_dodge(h: "Hero", f: Fight) -> bool:
    return _monster(f) and "priest" not in h.this_turn and not (f.auto_kill and f.auto_dodge)


def wants_dice(h: "Hero", f: Fight) -> bool:
    """More dice or attack can change something: a roll is coming whose result still counts."""
    return (f.card in ROLLED and not f.auto_kill and "priest" not in h.this_turn
            and h.this_turn.get("axe") != SPENT)


def dead_others(s: "GauntletState", h: "Hero") -> int:
    return sum(1 for o in s.heroes if o.dead and o is not h)


def _if(condition: bool) -> list[tuple[Arg, ...]]:
    return ONCE if condition else NEVER


# --- effects -------------------------------------------------------------------------------------
def _skip(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.skipped = True
    s.events.append(Event("encounter_skipped", {"hero": h.index, "card": f.card}))


def _priest(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    s.heal(h, "priest")
    h.this_turn["priest"] = True


def _kill_outright(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.auto_kill = True


def _kill_and_dodge(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.auto_kill = f.auto_dodge = True


def _zealot(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.auto_kill = True
    h.this_turn["zealot"] = True


def _flaming(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    s.wound(h, 1, "flaming-sword")  # nothing prevents this wound (FAQ "Flaming Sword")
    _kill_and_dodge(s, h, f, args)


def _jester(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.swap = True


def _berserker(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.roll_dice += h.wounds
    f.berserk = f.berserk or _monster(f)


def _monk(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    h.t_dice += CLASSES["monk"].numbers["dice"]
    h.t_defense += CLASSES["monk"].numbers["defense"]


def _trapper(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    h.this_turn["trapper"] = True


def _holy(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    count = h.discard_penalties()
    h.this_turn["holy-sword"] = True
    s.events.append(Event("penalties_discarded", {"hero": h.index, "count": count, "why": "holy-sword"}))


def _staff(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    if args[0] == "dice":
        h.t_dice += WEAPONS["staff"].numbers["dice"]
    else:
        h.t_defense += WEAPONS["staff"].numbers["defense"]


def _sword(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    h.t_defense += WEAPONS["sword"].numbers["defense"]


def _extra_dice(count: int) -> Use:
    def use(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
        f.roll_dice += count
    return use


def _axe(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    h.this_turn["axe"] = SWUNG


def _one_more_die(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    die = s.rng.die()
    f.dice.append(die)
    s.events.append(Event("dice_rolled", {"hero": h.index, "dice": [die], "all": list(f.dice), "extra": True},
                          chance=True))


def _reroll(s: "GauntletState", h: "Hero", f: Fight, faces: list[int]) -> None:
    for face in faces:
        f.dice.remove(face)
    new = [s.rng.die() for _ in faces]
    f.dice.extend(new)
    s.events.append(Event("dice_rerolled", {"hero": h.index, "old": faces, "dice": new, "all": list(f.dice)},
                          chance=True))


def _morning_star(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    _reroll(s, h, f, list(f.dice))


def _scimitar(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    _reroll(s, h, f, [int(a) for a in args])


def _scimitar_offer(s: "GauntletState", h: "Hero", f: Fight) -> list[tuple[Arg, ...]]:
    if f.spear or not f.dice:
        return NEVER
    faces = sorted(set(f.dice))
    if len(f.dice) == 1:
        return [(f.dice[0],)]
    return [(a, b) for i, a in enumerate(faces) for b in faces[i:] if a != b or f.dice.count(a) > 1]


def _spear(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.spear = True


def _avenger(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.avenger += CLASSES["avenger"].numbers["attack"] * dead_others(s, h)


def _dodge(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.hit = False
    f.dodged = True


def _knight(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.knight = True


def _spiked(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    kill(s, h, f)


def _give_up(bonus: str) -> Use:
    def use(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
        f.given_up = True
        h.this_turn[bonus] = h.this_turn.get(bonus, 0) + 1  # paid when the turn closes
    return use


def _alchemist(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    s.heal(h, "alchemist")


def _one_use(s: "GauntletState", h: "Hero", f: Fight, args: tuple[Arg, ...]) -> None:
    f.roll_dice += 1


def _undecided(h: "Hero", f: Fight) -> bool:
    """The roll is still short of the monster's Defense (for a Gold Vein, more is always better)."""
    if not f.dice and not f.spear:
        return False
    if not _monster(f):
        return True
    return attack_total(h, f) < monster_numbers(h, f)[1]


POWERS: tuple[Power, ...] = (
    # before rolling
    Power("wizard", "before", "class", lambda s, h, f: _if(_harmful(f)), _skip),
    Power("priest", "before", "class", lambda s, h, f: _if(h.wounds > 0), _priest),
    Power("zealot", "before", "class", lambda s, h, f: _if(can_kill(h, f)), _zealot),
    Power("jester", "before", "class", lambda s, h, f: _if(_monster(f) and not f.swap), _jester),
    Power("berserker", "before", "class",
          lambda s, h, f: _if(wants_dice(h, f) and (h.wounds > 0 or (_monster(f) and not f.berserk))), _berserker),
    Power("monk", "before", "class", lambda s, h, f: _if(wants_dice(h, f) or _monster(f)), _monk),
    Power("trapper", "before", "class",
          lambda s, h, f: _if(_monster(f) and "trapper" not in h.this_turn and "priest" not in h.this_turn), _trapper),
    Power("dagger", "before", "weapon", lambda s, h, f: _if(can_kill(h, f)), _kill_outright),
    Power("deadly-fists", "before", "weapon", lambda s, h, f: _if(_can_kill_and_dodge(h, f)), _kill_and_dodge),
    Power("flaming-sword", "before", "weapon", lambda s, h, f: _if(_can_kill_and_dodge(h, f)), _flaming),
    Power("holy-sword", "before", "weapon",
          lambda s, h, f: _if("holy-sword" not in h.this_turn and bool(h.boasts or h.penalties)), _holy),
    Power("scepter", "before", "weapon",
          lambda s, h, f: _if(can_kill(h, f) and monster_numbers(h, f)[0] < monster_numbers(h, f)[1]),
          _kill_outright),
    Power("sling", "before", "weapon",
          lambda s, h, f: _if(_can_kill_and_dodge(h, f)
                              and monster_numbers(h, f)[0] >= WEAPONS["sling"].numbers["attack"]), _kill_and_dodge),
    Power("staff", "before", "weapon",
          lambda s, h, f: ([("dice",)] if wants_dice(h, f) else []) + ([("defense",)] if _monster(f) else []), _staff),
    Power("sword", "before", "weapon", lambda s, h, f: _if(_monster(f)), _sword),
    Power("throwing-stars", "before", "weapon", lambda s, h, f: _if(wants_dice(h, f)), _extra_dice(1)),
    Power("demonic-blade", "before", "weapon", lambda s, h, f: _if(wants_dice(h, f)),
          _extra_dice(WEAPONS["demonic-blade"].numbers["dice"])),
    Power("axe", "before", "weapon", lambda s, h, f: _if(wants_dice(h, f) and "axe" not in h.this_turn), _axe),
    Power("one-use-die", "before", "bonus", lambda s, h, f: _if(wants_dice(h, f)), _one_use),
    # after rolling
    Power("warlord", "after", "class", lambda s, h, f: _if(not f.spear and _undecided(h, f)), _one_more_die),
    Power("avenger", "after", "class", lambda s, h, f: _if(dead_others(s, h) > 0 and _undecided(h, f)), _avenger),
    Power("mace", "after", "weapon", lambda s, h, f: _if(not f.spear and _undecided(h, f)), _one_more_die),
    Power("morning-star", "after", "weapon", lambda s, h, f: _if(not f.spear and _undecided(h, f)), _morning_star),
    Power("scimitar", "after", "weapon", lambda s, h, f: _scimitar_offer(s, h, f) if _undecided(h, f) else NEVER,
          _scimitar),
    Power("spear", "after", "weapon", lambda s, h, f: _if(not f.spear and _undecided(h, f)), _spear),
    # when hit
    Power("thief", "hit", "class", lambda s, h, f: ONCE, _dodge),
    Power("knight", "hit", "class", lambda s, h, f: _if(_monster(f) and not f.knight), _knight),
    Power("bow", "hit", "weapon", lambda s, h, f: _if(_monster(f) and f.killed), _dodge),
    Power("whip", "hit", "weapon", lambda s, h, f: _if(_monster(f) and not f.killed), _dodge),
    Power("sword", "hit", "weapon", lambda s, h, f: _if(_monster(f)), _sword),
    Power("spiked-shield", "hit", "weapon", lambda s, h, f: _if(_monster(f) and not f.killed), _spiked),
    # after a kill
    Power("armorer", "kill", "class", lambda s, h, f: _if(not f.given_up), _give_up("armorer")),
    Power("artificer", "kill", "class", lambda s, h, f: _if(not f.given_up), _give_up("artificer")),
    # end of turn
    Power("alchemist", "end", "class", lambda s, h, f: _if(h.clean and h.wounds > 0), _alchemist),
)
WINDOWS: dict[str, tuple[Power, ...]] = {w: tuple(p for p in POWERS if p.window == w)
                                         for w in ("before", "after", "hit", "kill", "end")}
BY_USE: dict[tuple[str, str], Power] = {(p.window, p.id): p for p in POWERS}


def weapon_slot(h: "Hero", weapon: str) -> int:
    return h.weapons.index(weapon)


def usable(h: "Hero", p: Power, f: Fight | None) -> bool:
    """The hero has the power, the token to pay, and nothing forbids spending it now."""
    if p.token == "bonus":
        return h.one_use > 0
    demon = f is not None and ENCOUNTERS[f.card].effect == "no-tokens" and p.window != "end"
    if p.token == "class":
        return p.id in h.powers and h.class_tokens > 0 and (not demon or p.id == "wizard")
    return (p.id in h.weapons and h.weapon_tokens[weapon_slot(h, p.id)] > 0 and not demon
            and "priest" not in h.this_turn)


@cache
def _candidates(powers: tuple[str, ...], weapons: tuple[str, ...], window: str) -> tuple[Power, ...]:
    return tuple(p for p in WINDOWS[window] if p.token == "bonus" or p.id in powers or p.id in weapons)


def window_options(s: "GauntletState", h: "Hero", f: Fight | None, window: str) -> list[Action]:
    out: list[Action] = []
    if not h.class_tokens and not h.one_use and not any(h.weapon_tokens):
        return out  # every ability here costs a token
    for p in _candidates(h.powers, h.weapons, window):
        if usable(h, p, f):
            out.extend(Action("use", (p.id, *args)) for args in p.offer(s, h, f))  # type: ignore[arg-type]
    return out


def use_power(s: "GauntletState", h: "Hero", f: Fight, window: str, action: Action) -> None:
    p = BY_USE[(window, str(action.args[0]))]
    why = "use " + p.id
    if p.token == "class":
        s.tokens(h, "class", -1, why, spent=True)
    elif p.token == "weapon":
        s.tokens(h, "weapon", -1, why, weapon=weapon_slot(h, p.id), spent=True)
    else:
        s.tokens(h, "one-use-die", -1, why, spent=True)
    s.events.append(Event("ability_used", {"hero": h.index, "ability": p.id, "args": list(action.args[1:])}))
    p.use(s, h, f, action.args[1:])  # type: ignore[arg-type]  # end-of-turn uses need no fight
    if window == "hit" and f is not None and f.hit and p.id == "sword":
        f.phase = "defend"  # more Defense: the monster's attack is compared again


def kill(s: "GauntletState", h: "Hero", f: Fight) -> None:
    """A kill: the Demonic Blade feeds at once (FAQ "Ooze"), the Hangover ends with the turn."""
    f.killed = True
    if "hangover" in h.lasting and "holy-sword" not in h.this_turn:
        h.this_turn["hangover"] = True  # a kill ends the Hangover with the turn
    s.events.append(Event("monster_killed", {"hero": h.index, "card": f.card}))
    if "demonic-blade" in h.weapons:
        s.tokens(h, "weapon", 1, "demonic-blade", weapon=h.weapons.index("demonic-blade"))
    f.phase = "kill"


def refuse_use(s: "GauntletState", window: str, h: "Hero | None", action: Action) -> IllegalAction:
    """Why an ability (or anything else) cannot be used in this window now."""
    if action.verb == "use" and action.args and h is not None:
        name = str(action.args[0])
        powers = [p for (_, pid), p in BY_USE.items() if pid == name]
        if not powers:
            return IllegalAction(f"There is no ability called {name}.", "gauntlet.illegal.no_ability", ability=name)
        if not h.has(name) and name != "one-use-die":
            return IllegalAction(f"This hero does not have the {name} ability.", "gauntlet.illegal.not_yours",
                                 ability=name)
        matching = [p for p in powers if p.window == window]
        if not matching:
            return IllegalAction(f"The {name} ability is not used at this moment.", "gauntlet.illegal.wrong_moment",
                                 ability=name)
        if not usable(h, matching[0], s.fight):
            if s.fight is not None and ENCOUNTERS[s.fight.card].effect == "no-tokens":
                return IllegalAction("No tokens may be spent against the Demon.", "gauntlet.illegal.demon")
            if "priest" in h.this_turn and matching[0].token == "weapon":
                return IllegalAction("After the Priest's healing, no weapon tokens this turn.",
                                     "gauntlet.illegal.priest")
            return IllegalAction(f"No token left to pay for {name}.", "gauntlet.illegal.no_token", ability=name)
        return IllegalAction(f"Using {name} now would change nothing.", "gauntlet.illegal.pointless", ability=name)
    options = ", ".join(str(a) for a in s.options())
    return IllegalAction(f"'{action}' is not possible now; choose one of: {options}.", "gauntlet.illegal.choose",
                         action=str(action), options=options)


# --- in words: the decisions' prompts and labels ----------------------------------------------------
def refuse(s: "GauntletState", frame: Frame, action: Action) -> IllegalAction:
    hero = frame.data.get("hero")
    return refuse_use(s, frame.kind, None if hero is None else s.heroes[hero], action)


def hero_ask(s: "GauntletState", frame: Frame) -> dict[str, Any]:
    """The hero deciding, and its class card."""
    h = s.heroes[frame.data["hero"]]
    return {"hero": h.index, "card": h.cls}


def plain_label(s: "GauntletState", frame: Frame, action: Action) -> Words:
    return f"gauntlet-of-fools.action.{action.verb}", {"hero": frame.data["hero"]}


def use_label(s: "GauntletState", frame: Frame, action: Action) -> Words:
    """An ability use in words: whose ability (the class or weapon card) and which token pays."""
    hero, ability = frame.data["hero"], str(action.args[0])
    if ability == "one-use-die":
        return "gauntlet-of-fools.action.use.one-use-die", {"hero": hero, "token": "one-use-die"}
    args: dict[str, Any] = {"hero": hero, "card": ability, "token": "class" if ability in CLASSES else "weapon"}
    if ability == "staff":  # two more dice, or more Defense: the card's own numbers
        choice = str(action.args[1])
        return f"gauntlet-of-fools.action.use.staff-{choice}", {**args, "n": WEAPONS["staff"].numbers[choice]}
    if ability == "scimitar":
        args["die"] = action.args[1]
        if len(action.args) == 2:
            return "gauntlet-of-fools.action.use.scimitar-one", args
        args["second_die"] = action.args[2]
        return "gauntlet-of-fools.action.use.scimitar", args
    return "gauntlet-of-fools.action.use", args


def use_or_plain_label(s: "GauntletState", frame: Frame, action: Action) -> Words:
    """An ability use, or a plain choice about the hero (move on, end the turn)."""
    return use_label(s, frame, action) if action.verb == "use" else plain_label(s, frame, action)
