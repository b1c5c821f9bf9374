"""One hero against one encounter (rulebook "Attacco", "Difesa"; FAQ of the encounters): before
rolling, the roll, after rolling, the kill and its treasure, the monster's attack, when hit, the
damage, then Blindfolded and the Brass Golem, the Troll's second fight, the Guardian's extra
encounter and the Adventurer's repeat. Each phase offers a decision or moves on by itself; the
treasure, the damage and the special encounters are the encounters chapter's frames.
"""
from __future__ import annotations

from typing import Any, Callable

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.flow import Frame, Words

from ..combat import (BOASTS, ENCOUNTERS, NO_MODS, Fight, attack_total, dice_count, hero_defense, monster_numbers,
                      treasure_gold)
from ..effects import kill, refuse, use_label, use_or_plain_label, use_power, wants_dice, window_options
from ..heroes import Hero
from ..state import FLOW, GauntletState

Phase = Callable[[GauntletState, Hero, Fight], None]


def _fights(s: GauntletState, frame: Frame) -> bool:
    """Every acting hero in turn order faces its encounter, then the fights queued after it; the
    phases run here one after another until one pushes a frame (a decision, or a step of the
    encounters chapter)."""
    while s.frames[-1] is frame:
        f = s.fight
        if f is None:
            if frame.data["next"] >= len(s.order):
                s.pop(frame)
                return False
            h = s.heroes[s.order[frame.data["next"]]]
            card, mods = s.paths[s.choice.get(h.index, 0)]
            s.instances += 1
            s.fight = Fight(h.index, card, mods, s.instances)
        elif f.phase == "over":
            _over(s, s.heroes[f.hero], f)
            if s.queue:
                s.fight = s.queue.pop(0)
            else:
                s.fight = None
                frame.data["next"] += 1
        else:
            PHASES[f.phase](s, s.heroes[f.hero], f)
    return False


def _offer(s: GauntletState, kind: str, h: Hero, options: list[Action]) -> bool:
    """Asks only when there is a choice; the options just listed are the decision's legal actions."""
    if len(options) < 2:
        return False
    s.push_for(kind, h)
    s.legal = options
    return True


# --- the phases ------------------------------------------------------------------------------------
def _begin(s: GauntletState, h: Hero, f: Fight) -> None:
    card = ENCOUNTERS[f.card]
    data: dict[str, Any] = {"hero": h.index, "seat": h.owner, "card": f.card, "round": f.round, "repeat": f.repeat}
    if card.is_monster:
        data["attack"], data["defense"] = monster_numbers(h, f)
        data["mods"] = f.mods._asdict()
    s.events.append(Event("encounter_faced", data))
    f.phase = "before"
    if card.effect == "bet" and not f.repeat and f.round == 1 and h.index not in s.bets and h.gold > 0:
        s.push_for("bet", h, secret=False)


def _before(s: GauntletState, h: Hero, f: Fight) -> None:
    if f.skipped:
        f.phase = "over"
    elif not _offer(s, "before", h, before_options(s, h, f)):  # the Armsmaster's two ways to roll count
        f.phase = "roll"


def before_options(s: GauntletState, h: Hero, f: Fight) -> list[Action]:
    return _ways_round(h, f) + window_options(s, h, f, "before") + _proceed(h, f)


def _ways_round(h: Hero, f: Fight) -> list[Action]:
    """The monster's own ways round a fight: pay the Mercenary, slip past the Behemoth."""
    effect = ENCOUNTERS[f.card].effect
    if effect == "skip-for-gold" and h.gold >= ENCOUNTERS[f.card].numbers["gold"]:
        return [Action("bribe")]
    if effect == "skip-for-weapon-token" and "priest" not in h.this_turn:
        return [Action("sneak-past", (w,)) for i, w in enumerate(h.weapons) if h.weapon_tokens[i] > 0]
    return []


def _proceed(h: Hero, f: Fight) -> list[Action]:
    if not wants_dice(h, f):
        return [Action("go")]
    if len(h.weapons) > 1:  # the Armsmaster rolls either weapon's dice (FAQ "Armsmaster")
        return [Action("roll", (w,)) for w in h.weapons]
    return [Action("roll")]


def _roll(s: GauntletState, h: Hero, f: Fight) -> None:
    f.phase = "after"
    if wants_dice(h, f):
        f.dice = [s.rng.die() for _ in range(dice_count(h, f))]
        s.events.append(Event("dice_rolled", {"hero": h.index, "dice": list(f.dice), "all": list(f.dice),
                                              "weapon": h.weapons[f.weapon]}, chance=True))


def _after(s: GauntletState, h: Hero, f: Fight) -> None:
    if not _offer(s, "after", h, window_options(s, h, f, "after") + [Action("attack")]):
        f.phase = "attack"


def _attack(s: GauntletState, h: Hero, f: Fight) -> None:
    if not ENCOUNTERS[f.card].is_monster:
        f.phase = "troll"
        s.push("special", h.owner, hero=h.index)
        return
    attack = 0 if "priest" in h.this_turn else attack_total(h, f)
    defense = monster_numbers(h, f)[1]
    killed = f.auto_kill or ("priest" not in h.this_turn and attack >= defense)
    s.events.append(Event("attack_made", {"hero": h.index, "card": f.card, "attack": attack, "defense": defense,
                                          "outright": f.auto_kill, "killed": killed}))
    if killed:
        kill(s, h, f)
    else:
        s.events.append(Event("monster_survived", {"hero": h.index, "card": f.card}))
        f.phase = "defend"


def _kill(s: GauntletState, h: Hero, f: Fight) -> None:
    if not _offer(s, "kill", h, window_options(s, h, f, "kill") + treasure_choices(h, f)):
        f.phase = "defend"
        s.push("treasure", h.owner, hero=h.index, choice="")


def _defend(s: GauntletState, h: Hero, f: Fight) -> None:
    attack = monster_numbers(h, f)[0]
    defense = hero_defense(h)
    if f.auto_dodge or (f.berserk and f.killed) or attack < defense:
        f.hit, f.dodged = False, True
        s.events.append(Event("dodged", {"hero": h.index, "card": f.card, "attack": attack, "defense": defense}))
        f.phase = "settle"
    else:
        f.hit = True
        s.events.append(Event("hit", {"hero": h.index, "card": f.card, "attack": attack, "defense": defense}))
        f.phase = "hit"


def _hit(s: GauntletState, h: Hero, f: Fight) -> None:
    if not f.hit:
        s.events.append(Event("dodged", {"hero": h.index, "card": f.card, "by": "ability"}))
        f.phase = "settle"
    elif not _offer(s, "hit", h, window_options(s, h, f, "hit") + [Action("take-hit")]):
        f.phase = "settle"
        s.push("damage", h.owner, hero=h.index)


def _settle(s: GauntletState, h: Hero, f: Fight) -> None:
    """Killed and dodged: the Brass Golem's extra gold, then Blindfolded takes 1 gold of that kill."""
    f.phase = "troll"
    if not (f.killed and f.dodged):
        return
    h.clean = True
    card = ENCOUNTERS[f.card]
    if f.given_up:
        return
    if card.effect == "clean-kill-gold":
        f.kill_gold += card.numbers["gold"]
        s.gain_gold(h, card.numbers["gold"], f.card)
    if h.boasting("blindfolded") and f.kill_gold > 0:
        f.kill_gold -= BOASTS["blindfolded"].numbers["gold"]
        s.lose_gold(h, BOASTS["blindfolded"].numbers["gold"], "blindfolded")


def _troll(s: GauntletState, h: Hero, f: Fight) -> None:
    f.phase = "guardian"
    if ENCOUNTERS[f.card].effect == "fight-twice" and not f.killed and not f.skipped and f.round == 1:
        s.push_for("troll", h)


def _guardian(s: GauntletState, h: Hero, f: Fight) -> None:
    f.phase = "adventurer"
    if ENCOUNTERS[f.card].effect == "kill-extra-encounter" and f.killed and not f.given_up:
        card = extra_encounter(s)
        if card is not None:
            s.push_for("guardian", h, card=card)


def extra_encounter(s: GauntletState) -> str | None:
    """The Guardian's encounter for one hero: modifiers (the Side Passage too) are discarded (FAQ "Guardian")."""
    while s.deck:
        card = ENCOUNTERS[s.draw()]
        s.discard.append(card.id)
        if card.kind == "modifier":
            s.events.append(Event("modifier_discarded", {"card": card.id}, chance=True))
            continue
        s.events.append(Event("extra_encounter_revealed", {"card": card.id, "type": card.kind}, chance=True))
        return card.id
    return None


def _adventurer(s: GauntletState, h: Hero, f: Fight) -> None:
    f.phase = "over"
    if not f.repeat and not f.skipped and "adventurer" in h.powers and h.class_tokens > 0:
        s.push_for("adventurer", h)


def _over(s: GauntletState, h: Hero, f: Fight) -> None:
    if ENCOUNTERS[f.card].effect == "bet" and h.index in s.bets and not f.repeat:
        bet = s.bets.pop(h.index)
        if f.skipped:
            s.gain_gold(h, bet, "bet-returned")
    s.events.append(Event("fight_over", {"hero": h.index, "card": f.card, "killed": f.killed, "hit": f.hit,
                                         "skipped": f.skipped, "wounds": h.wounds, "gold": h.gold}))


# The fight's phases in order; a phase moves ``f.phase`` on (or back: more Defense means the
# monster's attack is compared again). "over" is the fights frame's own.
PHASES: dict[str, Phase] = {"begin": _begin, "before": _before, "roll": _roll, "after": _after, "attack": _attack,
                            "kill": _kill, "defend": _defend, "hit": _hit, "settle": _settle, "troll": _troll,
                            "guardian": _guardian, "adventurer": _adventurer}


# --- the token windows ---------------------------------------------------------------------------------
def _fight(s: GauntletState) -> Fight:
    f = s.fight
    assert f is not None
    return f


def _window(s: GauntletState, frame: Frame, action: Action) -> bool:
    """An ability used in a fight's window: the phase runs again and offers what is left."""
    s.pop(frame)
    if action.verb != "use":
        return False
    use_power(s, s.heroes[frame.data["hero"]], _fight(s), frame.kind, action)
    return True


def _before_act(s: GauntletState, frame: Frame, action: Action) -> None:
    if _window(s, frame, action):
        return
    h, f = s.heroes[frame.data["hero"]], _fight(s)
    if action.verb == "bribe":
        s.lose_gold(h, ENCOUNTERS[f.card].numbers["gold"], "bribe")
        f.skipped = True
        s.events.append(Event("encounter_skipped", {"hero": h.index, "card": f.card, "by": "bribe"}))
    elif action.verb == "sneak-past":
        s.tokens(h, "weapon", -1, "use sneak-past", weapon=h.weapons.index(str(action.args[0])), spent=True)
        f.skipped = True
        s.events.append(Event("encounter_skipped", {"hero": h.index, "card": f.card, "by": "sneak-past"}))
    else:
        if action.verb == "roll" and action.args:
            f.weapon = h.weapons.index(str(action.args[0]))
        f.phase = "roll"


def _after_act(s: GauntletState, frame: Frame, action: Action) -> None:
    if not _window(s, frame, action):
        _fight(s).phase = "attack"


def _hit_act(s: GauntletState, frame: Frame, action: Action) -> None:
    if not _window(s, frame, action):
        _fight(s).phase = "settle"
        s.push("damage", frame.seat, hero=frame.data["hero"])


def _kill_act(s: GauntletState, frame: Frame, action: Action) -> None:
    if _window(s, frame, action):
        return
    h, f = s.heroes[frame.data["hero"]], _fight(s)
    if action.verb == "take-wound":
        s.wound(h, 1, "hellhound")
        f.hellhound = True
    else:
        f.phase = "defend"
        s.push("treasure", frame.seat, hero=h.index, choice=str(action.args[0]) if action.args else "")


def _fight_ask(s: GauntletState, frame: Frame) -> dict[str, Any]:
    return {"hero": frame.data["hero"], "card": _fight(s).card}


def _window_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    if action.verb == "use":
        return use_label(s, frame, action)
    h, f = s.heroes[frame.data["hero"]], _fight(s)
    args: dict[str, Any] = {"hero": h.index, "card": f.card}
    key = f"gauntlet-of-fools.action.{action.verb}"
    if action.verb == "bribe":
        args["gold"] = ENCOUNTERS[f.card].numbers["gold"]
    elif action.verb == "sneak-past":
        args["weapon_card"] = action.args[0]
    elif action.verb == "roll":
        rolled = f
        if action.args:  # the Armsmaster's choice of weapon
            args["weapon_card"] = action.args[0]
            rolled = f.copy()
            rolled.weapon = h.weapons.index(str(action.args[0]))
        args["dice"] = dice_count(h, rolled)
    elif action.verb == "attack":
        args["attack"] = 0 if "priest" in h.this_turn else attack_total(h, f)
    elif action.verb == "collect":
        if action.args:
            key = f"gauntlet-of-fools.action.collect.{action.args[0]}"
        if not action.args or action.args[0] == "gold":
            args["gold"] = treasure_preview(h, f, str(action.args[0]) if action.args else "")
    return key, args


def treasure_choices(h: Hero, f: Fight) -> list[Action]:
    card = ENCOUNTERS[f.card]
    out = []
    if not f.given_up and card.effect == "kill-wound-for-gold" and not f.hellhound:
        out.append(Action("take-wound"))
    if not f.given_up and card.effect == "kill-gold-or-weapon-token":
        return out + [Action("collect", ("gold",)), Action("collect", ("weapon-token",))]
    return out + [Action("collect")]


def treasure_preview(h: Hero, f: Fight, choice: str) -> int:
    """The gold a collect would bring (the encounters chapter pays it)."""
    if f.given_up:
        return 0
    card = ENCOUNTERS[f.card]
    return treasure_gold(h, f) + (card.numbers["gold"] if f.hellhound or choice == "gold" else 0)


def _troll_act(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    if action.verb == "fight-again":
        f = _fight(s)
        s.queue.insert(0, f.second_round())
        f.phase = "over"  # the encounter goes on in the second fight


def _guardian_act(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    if action.verb == "face-extra":
        s.instances += 1
        s.queue.insert(0, Fight(frame.data["hero"], frame.data["card"], NO_MODS, s.instances))


def _adventurer_act(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    if action.verb != "use":
        return
    h, f = s.heroes[frame.data["hero"]], _fight(s)
    s.tokens(h, "class", -1, "use adventurer", spent=True)
    s.events.append(Event("ability_used", {"hero": h.index, "ability": "adventurer", "args": []}))
    s.queue.append(f.repeated())


def _card_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    card = frame.data["card"] if frame.kind == "guardian" else _fight(s).card
    return f"gauntlet-of-fools.action.{action.verb}", {"hero": frame.data["hero"], "card": card}


FLOW.step("fights", _fights)
FLOW.decision("before", lambda s, f: before_options(s, s.heroes[f.data["hero"]], _fight(s)), _before_act,
              refuse=refuse, ask=_fight_ask, label=_window_label)
FLOW.decision("after", lambda s, f: window_options(s, s.heroes[f.data["hero"]], _fight(s), "after")
              + [Action("attack")], _after_act, refuse=refuse, ask=_fight_ask, label=_window_label)
FLOW.decision("hit", lambda s, f: window_options(s, s.heroes[f.data["hero"]], _fight(s), "hit")
              + [Action("take-hit")], _hit_act, refuse=refuse, ask=_fight_ask, label=_window_label)
FLOW.decision("kill", lambda s, f: window_options(s, s.heroes[f.data["hero"]], _fight(s), "kill")
              + treasure_choices(s.heroes[f.data["hero"]], _fight(s)), _kill_act, refuse=refuse, ask=_fight_ask,
              label=_window_label)
FLOW.decision("troll", lambda s, f: [Action("fight-again"), Action("let-go")], _troll_act, refuse=refuse,
              ask=_fight_ask, label=_card_label)
FLOW.decision("guardian", lambda s, f: [Action("face-extra"), Action("avoid")], _guardian_act, refuse=refuse,
              ask=lambda s, f: {"hero": f.data["hero"], "card": f.data["card"]}, label=_card_label)
FLOW.decision("adventurer", lambda s, f: [Action("use", ("adventurer",)), Action("move-on")], _adventurer_act,
              refuse=refuse, ask=_fight_ask, label=use_or_plain_label)
