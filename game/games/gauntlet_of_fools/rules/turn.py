"""A turn of the gauntlet (rulebook "Fase del Duello"): the Wand looks ahead, the encounter is
determined ("Determina l'Incontro", "Modificatori"), dead Zombies may rise, in a two-player game
each player sends one hero, Side Passage paths and Gladiator bets are chosen, every acting hero
resolves its fights in turn order (the ``fights`` frame of the fight chapter), and the turn ends:
poison, end-of-turn abilities, bonuses earned, death (only now), the Prospector's gold.

Modifiers are set aside and add up on the next monster, however many turns later it comes; the
Side Passage makes the turn determine two encounters, and every hero picks one (FAQ "Side Passage").
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.events import TURN_BEGINS, Event
from game.engine.flow import Frame, Words

from ..combat import CLASSES, ENCOUNTERS, NO_MODS, SWUNG, step_in
from ..effects import hero_ask, refuse, use_or_plain_label, use_power, window_options
from ..heroes import DEATH_WOUNDS, Hero
from ..state import FLOW, GauntletState, Path

COPIES_NOTHING = ("necromancer", "armsmaster")  # FAQ "Armsmaster": a Necromancer gains nothing from it
# The parts of every turn, pushed so that the first runs first; the "turn" frame below them begins
# the next. Side Passage paths and Gladiator bets come after the cast when the encounters need them.
PARTS = ("turn-end", "fights", "cast", "reveal")


def _turn(s: GauntletState, frame: Frame) -> bool:
    if not s.deck:  # a survivor of the whole deck ends the game at once ("Regole Addizionali")
        s.end_game("deck-exhausted")
        return False
    s.turn += 1
    dead = [h.cls for h in s.heroes if h.dead and h.cls not in COPIES_NOTHING]
    for h in s.heroes:
        h.reset_turn()
        h.powers = (h.cls, *(c for c in dead if c != h.cls)) if h.cls == "necromancer" else (h.cls,)
    s.paths, s.choice, s.bets, s.order = [], {}, {}, []
    s.events.append(Event(TURN_BEGINS, {"seat": s.first, "turn": s.turn, "phase": "gauntlet", "deck": len(s.deck)}))
    for part in PARTS:
        s.push(part, s.first, next=0)
    for h in s.heroes:  # the Wand (FAQ "Wand")
        if "wand" in h.weapons and not h.dead and len(s.deck) >= 2:
            _wand_look(s, h)
    return False


# --- the Wand --------------------------------------------------------------------------------------
def _wand_look(s: GauntletState, h: Hero) -> None:
    s.known = [s.deck[-1], s.deck[-2]]
    s.events.append(Event("wand_looked", {"hero": h.index, "seat": h.owner}, {"cards": list(s.known)},
                          frozenset((h.owner,)), chance=True))
    s.push_for("wand", h)


def _wand_options(s: GauntletState, frame: Frame) -> list[Action]:
    h = s.heroes[frame.data["hero"]]
    out = [Action("wand-top", (1,)), Action("wand-top", (2,))]
    if h.weapon_tokens[h.weapons.index("wand")] > 0:
        out += [Action("wand-discard", (1,)), Action("wand-discard", (2,))]
    return out


def _wand(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.heroes[frame.data["hero"]]
    position = int(action.args[0])
    if action.verb == "wand-top":
        if position == 2:
            s.deck[-1], s.deck[-2] = s.deck[-2], s.deck[-1]
        s.known = [s.deck[-1], s.deck[-2]]
        s.events.append(Event("wand_ordered", {"hero": h.index}))
        return
    s.tokens(h, "weapon", -1, "use wand", weapon=h.weapons.index("wand"), spent=True)
    card = s.deck.pop(-position)
    s.removed.append(card)
    s.events.append(Event("wand_removed", {"hero": h.index, "removed": len(s.removed)}, {"card": card},
                          frozenset((h.owner,))))
    if len(s.deck) >= 2:
        _wand_look(s, h)
    else:
        s.known = list(s.deck[-1:])


def _wand_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    position = int(action.args[0])
    args: dict[str, Any] = {"hero": frame.data["hero"], "position": position,
                            "encounter_card": s.known[position - 1] if position <= len(s.known) else None}
    if action.verb == "wand-discard":
        args["weapon_card"] = "wand"
    return f"gauntlet-of-fools.action.{action.verb}", args


# --- determining the encounter ---------------------------------------------------------------------
def determine(s: GauntletState, side: list[bool]) -> Path | None:
    """Draws until a monster or special; ``None`` when the deck runs out first."""
    while s.deck:
        card = ENCOUNTERS[s.draw()]
        if card.kind == "modifier":
            s.events.append(Event("modifier_revealed", {"card": card.id, "waiting": s.pending + [card.id]},
                                  chance=True))
            if card.effect == "side-passage":
                s.discard.append(card.id)
                side[0] = True
            else:
                s.pending.append(card.id)
            continue
        mods = NO_MODS
        if card.is_monster and s.pending:
            for waiting in s.pending:
                mods = mods.plus(ENCOUNTERS[waiting])
            s.discard.extend(s.pending)
            s.pending = []
        s.discard.append(card.id)
        s.events.append(Event("encounter_revealed", {"card": card.id, "type": card.kind, "mods": mods._asdict()},
                              chance=True))
        return card.id, mods
    return None


def _reveal(s: GauntletState, frame: Frame) -> bool:
    s.pop(frame)
    side = [False]
    first = determine(s, side)
    if first is None:
        s.end_game("deck-exhausted")
        return False
    s.paths = [first]
    if side[0]:
        second = determine(s, side)
        if second is not None:
            s.paths.append(second)
    return False


# --- who faces the encounter -------------------------------------------------------------------------
def can_rise(s: GauntletState, h: Hero) -> bool:
    """FAQ "Zombie": a dead Zombie (or a Necromancer with its power) pays to play, if someone lives."""
    return (h.dead and "zombie" in h.powers and h.class_tokens > 0
            and any(not o.dead for o in s.heroes if o is not h))


def activate(s: GauntletState, h: Hero) -> None:
    """Effects waiting for this hero's next turn take hold now (two players: "Eroi inattivi")."""
    step_in(h)
    s.order.append(h.index)
    s.events.append(Event("hero_acts", {"hero": h.index, "seat": h.owner, "rising": h.rising}))


def rise(s: GauntletState, h: Hero) -> None:
    s.tokens(h, "class", -1, "use zombie", spent=True)
    h.rising = True
    s.events.append(Event("hero_rises", {"hero": h.index, "wounds": h.wounds}))
    activate(s, h)


def _cast(s: GauntletState, frame: Frame) -> bool:
    heroes = s.in_turn_order()
    if s.two_heroes:
        seats = [(s.first + i) % s.players for i in range(s.players)]
        while frame.data["next"] < len(seats):
            seat = seats[frame.data["next"]]
            frame.data["next"] += 1
            alive = [h for h in heroes if h.owner == seat and not h.dead]
            risers = [h for h in heroes if h.owner == seat and can_rise(s, h)]
            if len(alive) + len(risers) > 1 or (risers and not alive):
                s.push("send", seat)
                return False
            if alive:
                activate(s, alive[0])
    else:
        while frame.data["next"] < len(heroes):
            h = heroes[frame.data["next"]]
            frame.data["next"] += 1
            if not h.dead:
                activate(s, h)
            elif can_rise(s, h):
                s.push_for("rise", h)
                return False
    s.pop(frame)
    if any(ENCOUNTERS[card].effect == "bet" for card, _ in s.paths):
        s.push("bets", s.first, next=0)
    if len(s.paths) > 1:
        s.push("paths", s.first, next=0)
    return False


def _send_options(s: GauntletState, frame: Frame) -> list[Action]:
    mine = [h for h in s.in_turn_order() if h.owner == frame.seat]
    return ([Action("send", (h.cls,)) for h in mine if not h.dead]
            + [Action("rise", (h.cls,)) for h in mine if can_rise(s, h)])


def _send(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.hero_named(action.args[0])
    assert h is not None
    if action.verb == "rise":
        rise(s, h)
    else:
        activate(s, h)


def _send_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    h = s.hero_named(action.args[0])
    assert h is not None
    args: dict[str, Any] = {"hero": h.index, "card": h.cls}
    if action.verb == "rise":
        args["token"] = "class"
    return f"gauntlet-of-fools.action.{action.verb}", args


def _rise(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    if action.verb == "rise":
        rise(s, s.heroes[frame.data["hero"]])


def _rise_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    h = s.heroes[frame.data["hero"]]
    args: dict[str, Any] = {"hero": h.index, "card": h.cls}
    if action.verb == "rise":
        args["token"] = "class"
    return f"gauntlet-of-fools.action.{action.verb}", args


# --- Side Passage paths and Gladiator bets ------------------------------------------------------------
def _paths(s: GauntletState, frame: Frame) -> bool:
    if frame.data["next"] < len(s.order):
        h = s.heroes[s.order[frame.data["next"]]]
        frame.data["next"] += 1
        s.push_for("path", h)
        return False
    s.pop(frame)
    return False


def _path(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    hero = frame.data["hero"]
    s.choice[hero] = [card for card, _ in s.paths].index(str(action.args[0]))
    s.events.append(Event("path_chosen", {"hero": hero, "card": action.args[0]}))


def _bets(s: GauntletState, frame: Frame) -> bool:
    """Gladiator bets are made in secret and shown together (FAQ "Gladiator")."""
    while frame.data["next"] < len(s.order):
        h = s.heroes[s.order[frame.data["next"]]]
        frame.data["next"] += 1
        card = s.paths[s.choice.get(h.index, 0)][0]
        if ENCOUNTERS[card].effect == "bet":
            if h.gold > 0:
                s.push_for("bet", h, secret=True)
                return False
            s.bets[h.index] = 0
    s.pop(frame)
    if s.bets:
        for index, bet in s.bets.items():
            s.lose_gold(s.heroes[index], bet, "bet")
        s.events.append(Event("bets_revealed", {"bets": {s.heroes[k].cls: v for k, v in s.bets.items()}}))
    return False


def _bet_options(s: GauntletState, frame: Frame) -> list[Action]:
    h = s.heroes[frame.data["hero"]]
    return [Action("bet", (n,)) for n in range(min(h.gold, ENCOUNTERS["gladiator"].numbers["gold"]) + 1)]


def _bet(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.heroes[frame.data["hero"]]
    bet = int(action.args[0])
    s.bets[h.index] = bet
    if frame.data["secret"]:
        s.events.append(Event("bet_placed", {"hero": h.index}, {"bet": bet}, frozenset((h.owner,))))
    else:
        s.lose_gold(h, bet, "bet")
        s.events.append(Event("bets_revealed", {"bets": {h.cls: bet}}))


# --- the end of the turn -------------------------------------------------------------------------------
def _turn_end(s: GauntletState, frame: Frame) -> bool:
    while frame.data["next"] < len(s.order):
        h = s.heroes[s.order[frame.data["next"]]]
        frame.data["next"] += 1
        # Poison bites after every other encounter of the turn, from the turn after the bite.
        s.wound(h, h.poison - h.fresh_poison, "poison")
        if window_options(s, h, None, "end"):
            s.push_for("end", h)
            return False
        close_turn(s, h)
    s.pop(frame)
    if all(h.dead for h in s.heroes):
        s.end_game("all-dead")
    return False


def _end(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.heroes[frame.data["hero"]]
    if action.verb == "use":
        use_power(s, h, None, "end", action)
        if window_options(s, h, None, "end"):
            s.push_for("end", h)
            return
    close_turn(s, h)


def close_turn(s: GauntletState, h: Hero) -> None:
    """The hero's turn ends: what its cards left due is paid, then ``this_turn`` is emptied."""
    for _ in range(h.this_turn.get("armorer", 0)):
        s.tokens(h, "defense-bonus", CLASSES["armorer"].numbers["defense"], "armorer")
    for _ in range(h.this_turn.get("artificer", 0)):
        s.tokens(h, "dice-bonus", CLASSES["artificer"].numbers["dice"], "artificer")
    if "hangover" in h.this_turn and h.lasting.pop("hangover", False):
        s.events.append(Event("boast_ended", {"hero": h.index, "boast": "hangover"}))
    if h.this_turn.get("axe") == SWUNG:
        h.lasting["axe"] = True  # the next turn of this hero's pays for it
    s.tokens(h, "curse", -min(h.curse, h.curse_now), "curse-over")  # it doubled this turn
    if h.dead:
        if h.rising and h.wounds < DEATH_WOUNDS:
            h.dead = False
            s.events.append(Event("hero_revived", {"hero": h.index, "wounds": h.wounds}))
    elif h.wounds >= DEATH_WOUNDS and "hit-cannot-die" not in h.this_turn:
        h.dead = True
        s.events.append(Event("hero_died", {"hero": h.index, "seat": h.owner, "turn": s.turn, "gold": h.gold}))
    if "prospector" in h.powers and not h.dead:
        s.gain_gold(h, CLASSES["prospector"].numbers["gold"], "prospector")
    h.this_turn = {}
    s.events.append(Event("turn_over", {"hero": h.index, "wounds": h.wounds, "gold": h.gold, "dead": h.dead}))


FLOW.step("turn", _turn)
FLOW.step("reveal", _reveal)
FLOW.step("cast", _cast)
FLOW.step("paths", _paths)
FLOW.step("bets", _bets)
FLOW.step("turn-end", _turn_end)
FLOW.decision("wand", _wand_options, _wand, refuse=refuse, label=_wand_label,
              ask=lambda s, f: {"hero": f.data["hero"], "weapon_card": "wand"})
FLOW.decision("rise", lambda s, f: [Action("rise"), Action("rest")], _rise, refuse=refuse, ask=hero_ask,
              label=_rise_label)
FLOW.decision("send", _send_options, _send, refuse=refuse, ask=lambda s, f: {"seat": f.seat},
              label=_send_label)
FLOW.decision("path", lambda s, f: [Action("face", (card,)) for card, _ in s.paths], _path, refuse=refuse,
              ask=hero_ask, label=lambda s, f, a: ("gauntlet-of-fools.action.face",
                                                   {"hero": f.data["hero"], "card": a.args[0]}))
FLOW.decision("bet", _bet_options, _bet, refuse=refuse,
              ask=lambda s, f: {"hero": f.data["hero"], "card": "gladiator", "secret": bool(f.data["secret"])},
              label=lambda s, f, a: ("gauntlet-of-fools.action.bet", {"hero": f.data["hero"], "gold": a.args[0]}))
FLOW.decision("end", lambda s, f: window_options(s, s.heroes[f.data["hero"]], None, "end") + [Action("end-turn")],
              _end, refuse=refuse, ask=lambda s, f: {"hero": f.data["hero"]}, label=use_or_plain_label)
