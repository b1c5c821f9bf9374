"""How a decision is put in words: each option's label (an i18n key and named arguments), and why
an action is refused, in words a player can read. Knows the table, not the procedure."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, IllegalAction

from .board import MAX_ROOMS, ROOM, SPELL, HERO, table_place

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from .state import BossMonsterState

# What each decision asks, for the prompt and for refusals.
PROMPTS = {
    "choose-boss": "choose your Boss",
    "mulligan": "keep your opening hand or take a new one",
    "opening-discard": "discard a card from your opening hand",
    "first-build": "build your first room",
    "build": "build a room, cast a Build spell, use an ability, or pass",
    "build-now": "build another room at once, or pass",
    "respond": "cast a spell, use an ability, or pass",
    "respond-first": "answer before the spell resolves, or pass",
    "cancel": "cancel the spell being cast, or pass",
    "spell-target": "choose the target of your spell",
    "pay-destroy": "choose a room of yours to destroy to pay the cost, or decline it",
    "discard": "choose a card to discard",
    "take-from-discard": "choose a card to take from the discard pile",
    "choose-victim": "choose an opponent",
    "blind-pick": "pick one of the face-down cards",
    "steal": "choose an opponent and a kind of card to take",
    "heal": "choose a wound to heal",
    "may-draw": "draw, or pass",
    "swap-rooms": "choose two rooms of one dungeon to swap, or pass",
    "mimic": "choose an ordinary hero to bring to your entrance",
    "raise-dead": "choose a dead hero to send back",
    "library": "draw a room or a spell",
    "plot": "draw a room or a spell, or pass",
    "harvest": "choose one of your souls to remove",
    "take-from-hand": "choose a card to take",
    "fetch-room": "choose an Advanced room to take, or pass",
    "place-fetched": "build that room now, or keep it",
    "destroy-own-room": "choose one of your rooms to destroy",
    "seduce": "choose a hero to bring to your entrance, or pass",
    "gorgon": "choose a hero in town to kill",
}


# --- refusals ---------------------------------------------------------------------------------

BUILDING = ("build", "first-build", "build-now", "place-fetched")
CASTING = ("build", "respond", "respond-first", "cancel")

def explain(s: BossMonsterState, d: Frame, action: Action) -> IllegalAction:
    """Why ``action`` is not one of the current decision's options, in words a player can read."""
    seat = d.seat
    verbs = sorted({a.verb for a in s.options()})
    if action.verb == "build" and d.kind in BUILDING and len(action.args) == 2:
        return _why_not_build(s, seat, str(action.args[0]), action.args[1])
    if action.verb == "cast" and d.kind in CASTING and action.args:
        return _why_not_cast(s, seat, str(action.args[0]))
    if action.verb not in verbs:
        return IllegalAction(f"Now you must {PROMPTS.get(d.kind, d.kind)} ({', '.join(verbs)}).",
                             "illegal.boss_monster.not_now", decision=d.kind, verbs=verbs)
    shown = ", ".join(str(a) for a in s.options() if a.verb == action.verb)
    return IllegalAction(f"'{action}' is not one of the choices: {shown}.", "illegal.boss_monster.not_a_choice",
                         action=str(action), choices=shown)


def _why_not_build(s: BossMonsterState, seat: int, card: str, where: object) -> IllegalAction:
    if card not in s.rooms[seat]:
        return IllegalAction(f"You hold no {card} room.", "illegal.boss_monster.not_in_hand", card=card)
    info = ROOM[card]
    rooms = s.dungeons[seat]
    if where == "new":
        if info.advanced:
            return IllegalAction(f"{info.name} is Advanced: it is built on one of your rooms sharing a treasure "
                                 "icon, never at a new place.", "illegal.boss_monster.advanced_needs_a_room",
                                 card=card)
        if len(rooms) >= MAX_ROOMS:
            return IllegalAction("Your dungeon already shows five rooms: build on top of one of them.",
                                 "illegal.boss_monster.dungeon_full", card=card)
    elif not isinstance(where, int) or not 1 <= where <= len(rooms):
        return IllegalAction(f"There is no room {where} in your dungeon.", "illegal.boss_monster.no_such_room",
                             position=str(where))
    else:
        below = rooms[where - 1]
        if below.hidden:
            return IllegalAction("Nothing may be built on a face-down room.", "illegal.boss_monster.face_down")
        if below.frozen:
            return IllegalAction("Nothing may be built on a deactivated room.", "illegal.boss_monster.deactivated")
        if info.advanced and ROOM[below.top].effect == "no-advanced-on-top":
            return IllegalAction(f"No Advanced room may go on {ROOM[below.top].name}.",
                                 "illegal.boss_monster.no_advanced_here", room=below.top)
        if info.advanced and not set(info.treasure) & set(ROOM[below.top].treasure):
            return IllegalAction(f"{info.name} is Advanced: it must go on a room sharing one of its treasure icons "
                                 f"({', '.join(info.treasure)}).", "illegal.boss_monster.no_shared_treasure",
                                 card=card, below=below.top)
    return IllegalAction(f"You cannot build {info.name} there now.", "illegal.boss_monster.not_there",
                         card=card, where=str(where))


def _why_not_cast(s: BossMonsterState, seat: int, spell: str) -> IllegalAction:
    if spell not in SPELL:
        return IllegalAction(f"There is no spell called {spell}.", "illegal.boss_monster.unknown_spell", spell=spell)
    info = SPELL[spell]
    if spell not in s.spells[seat]:
        return IllegalAction(f"You hold no {info.name}.", "illegal.boss_monster.not_in_hand", card=spell)
    if s.phase not in info.phases:
        return IllegalAction(f"{info.name} is cast only in the {' or '.join(info.phases)} phase.",
                             "illegal.boss_monster.wrong_phase", spell=spell, phases=list(info.phases))
    if info.target == "spell":
        return IllegalAction(f"{info.name} only answers a spell being cast.", "illegal.boss_monster.answer_only",
                             spell=spell)
    return IllegalAction(f"{info.name} has nothing to work on now.", "illegal.boss_monster.no_target", spell=spell)



# --- options in words -------------------------------------------------------------------------

HERO_VERBS = ("heal", "hero", "remove")
# What a spell costs its caster beyond the card, by effect: a choice made only once it resolves, so
# its option says so before it is cast.
SPELL_COSTS = {"trade-soul-for-spells": "remove-soul"}


def _room_at(s: BossMonsterState, seat: int, k: int) -> dict[str, int]:
    return {"target_seat": seat, "position": k, "place": table_place(len(s.dungeons[seat]), k)}


def label(s: BossMonsterState, d: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    """An option as an i18n key and named arguments (see the table in ``rules/__init__``): a card
    under ``card`` or ``*_card``, a seat under ``*_seat``, places and counts as numbers (a room's
    ``position`` as the action counts it, its ``place`` as the table shows it)."""
    verb, args = action.verb, action.args
    key = f"boss-monster.action.{verb}"
    if verb == "cast" and SPELL[str(args[0])].effect in SPELL_COSTS:
        return "boss-monster.action.cast-cost", {"card": args[0], "cost": SPELL_COSTS[SPELL[str(args[0])].effect]}
    if verb in ("boss", "discard", "cast"):
        return key, {"card": args[0]}
    if verb in HERO_VERBS:
        return key, {"hero_card": args[0]}
    if verb == "build":
        if args[1] == "new":
            return "boss-monster.action.build-new", {"card": args[0]}
        k = int(args[1])
        return "boss-monster.action.build-on", {"card": args[0], **_room_at(s, d.seat, k),
                                                "on_card": s.dungeons[d.seat][k - 1].top}
    if verb == "use" and ROOM[str(args[0])].cost != "none":
        return "boss-monster.action.use-cost", {"card": args[0], **_room_at(s, d.seat, int(args[1])),
                                                "cost": ROOM[str(args[0])].cost}
    if verb in ("use", "destroy"):
        return key, {"card": args[0], **_room_at(s, d.seat, int(args[1]))}
    if verb == "decline":  # the room whose use is given up
        return key, {"card": Action.parse(d.data["use"]).args[0]}
    if verb == "target":
        if len(args) == 2:
            p, k = int(args[0]), int(args[1])
            return "boss-monster.action.target-room", {"card": s.dungeons[p][k - 1].top, **_room_at(s, p, k)}
        if isinstance(args[0], str) and args[0] in HERO:
            return "boss-monster.action.target-hero", {"hero_card": args[0]}
        return "boss-monster.action.target-player", {"target_seat": int(args[0])}
    if verb == "take":
        return key, {"card": args[0], "source": args[1] if len(args) > 1 else d.data.get("source", "discard")}
    if verb == "opponent":
        return key, {"target_seat": int(args[0])}
    if verb == "pick":
        return key, {"number": int(args[0]), "victim_seat": d.data["victim"]}
    if verb == "steal":
        return key, {"target_seat": int(args[0]), "kind": args[1]}
    if verb == "draw":  # a room, a spell, or the rooms or spells an effect offers (how many it says)
        return f"{key}-{args[0]}", {"count": d.data.get("count", 1)}
    if verb == "swap":
        p, a, b = (int(x) for x in args)
        return key, {"target_seat": p, "position": a, "other_position": b, "card": s.dungeons[p][a - 1].top,
                     "other_card": s.dungeons[p][b - 1].top}
    return key, {}
