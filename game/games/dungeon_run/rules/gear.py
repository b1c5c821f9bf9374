"""Treasures and artifacts: the Equip action with its trades, and the Search action (rulebook,
"Azione di Equipaggiamento", "Azione di Ricerca").

One Equip action lets the hero put on, take off or swap any of their cards, and trade with the
heroes of one other player on their tile if both agree; with a monster on the tile only one Equip
action a turn. A treasure is usable only by the classes it lists (artifacts by all); main hand, off
hand, head and body hold one card each. Each card may be put on or taken off once, and change hands
once, in an Equip action, so an action always ends.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.flow import Frame

from ..cards import MAGIC_STONE
from ..heroes import CARDS, fits_class
from ..menu import offer
from ..outcomes import check_health, gain_items, lose_item, took_stone
from ..state import FLOW, DungeonRunState, cell_args, option, refusal, spend_action, words

MAX_TRADES = 3
DONE = Action("done")
NOTHING = "nothing"


def tradable(state: DungeonRunState, seat: int) -> list[str]:
    """What a hero may hand over in a trade: treasures, artifacts and encounter cards."""
    hero = state.heroes[seat]
    return sorted(set(hero.equipped + hero.loot))


def _wear_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    hero = state.heroes[frame.seat]
    only, moved = frame.data["only"], frame.data["moved"]
    out = []
    for card in sorted(set(c for c in hero.loot if c in CARDS.items)):
        if card not in moved and (not only or card in only) and fits_class(hero, card):
            out.append(option("wear", card))
    if not only:
        out += [option("remove", c) for c in sorted(set(hero.equipped)) if c not in moved]
    return out


def _partners(state: DungeonRunState, frame: Frame) -> list[int]:
    if frame.data["free"] or frame.data["trades"] >= MAX_TRADES:
        return []
    here = [s for s in state.heroes_at(state.heroes[frame.seat].pos) if s != frame.seat]
    partner = frame.data["partner"]
    mine = bool(_tradable_now(state, frame, frame.seat))
    return [s for s in here if partner in (-1, s) and (mine or _tradable_now(state, frame, s))]


def _tradable_now(state: DungeonRunState, frame: Frame, seat: int) -> list[str]:
    """Cards a hero may still hand over in this Equip action: each card changes hands once."""
    return [c for c in tradable(state, seat) if c not in frame.data["traded"]]


def _equip_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return _wear_options(state, frame) + [option("offer", s) for s in _partners(state, frame)] + [DONE]


def _equip_step(state: DungeonRunState, frame: Frame) -> bool:
    if not state.heroes[frame.seat].standing or len(_equip_options(state, frame)) == 1:
        state.pop(frame)
        return False
    return True


def _equip_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    seat = frame.seat
    hero = state.heroes[seat]
    if action == DONE:
        state.pop(frame)
        return
    if action.verb == "offer":
        partner = int(action.args[0])
        frame.data["partner"] = partner
        state.push("offer", seat, partner=partner, give="", phase="give")
        return
    card = str(action.args[0])
    frame.data["moved"].append(card)
    if action.verb == "remove":
        hero.equipped.remove(card)
        hero.loot.append(card)
        state.emit("item_removed", {"seat": seat, "card": card})
        check_health(state, seat)
        return
    slot = CARDS.items[card].slot
    if slot != "none":
        for other in list(hero.equipped):
            if CARDS.items[other].slot == slot:
                hero.equipped.remove(other)
                hero.loot.append(other)
                frame.data["moved"].append(other)
                state.emit("item_removed", {"seat": seat, "card": other})
    hero.loot.remove(card)
    hero.equipped.append(card)
    state.emit("item_equipped", {"seat": seat, "card": card, "slot": slot})


def _say_equip(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "offer":
        return words(action, partner_seat=action.args[0])
    if action == DONE:
        return words(action)
    card = str(action.args[0])
    slot = CARDS.items[card].slot
    if action.verb == "remove":
        return words(action, card=card, slot=slot)
    worn = [c for c in state.heroes[frame.seat].equipped if slot != "none" and CARDS.items[c].slot == slot]
    key, args = words(action, card=card, slot=slot, replaces_card=worn[0] if worn else None)
    return (f"{key}-instead" if worn else key), args  # the words say which card it takes the place of


FLOW.decision("equip", _equip_options, _equip_act, step=_equip_step,
              refuse=refusal("put on, take off or trade cards, then done"),
              ask=lambda s, f: {"free": f.data["free"],
                                "partner_seat": f.data["partner"] if f.data["partner"] >= 0 else None},
              label=_say_equip)


def _equip_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    seat = frame.seat
    if frame.data["equips"] >= 1 and state.monster_at(state.heroes[seat].pos):
        return []
    probe = Frame("equip", seat, {"only": [], "moved": [], "traded": [], "partner": -1, "trades": 0,
                                     "free": False})
    return [Action("equip")] if len(_equip_options(state, probe)) > 1 else []


def _equip_menu_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    frame.data["equips"] += 1
    state.push("equip", frame.seat, only=[], moved=[], traded=[], partner=-1, trades=0, free=False)


offer("equip", _equip_menu, _equip_menu_act)


# --- trades -----------------------------------------------------------------------------------------
def _offer_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    session = state.frames[-2]
    theirs = _tradable_now(state, session, frame.data["partner"])
    if frame.data["phase"] == "give":
        gifts = [option("give", c) for c in _tradable_now(state, session, frame.seat)]
        return gifts + ([option("give", NOTHING)] if theirs else [])
    asks = [option("ask", c) for c in theirs]
    return asks + ([option("ask", NOTHING)] if frame.data["give"] != NOTHING else [])


def _offer_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    if action.verb == "give":
        frame.data["give"] = str(action.args[0])
        frame.data["phase"] = "ask"
        return
    state.pop(frame)
    give, ask = frame.data["give"], str(action.args[0])
    state.emit("trade_offered", {"seat": frame.seat, "partner": frame.data["partner"], "give": give, "ask": ask})
    state.push("answer", frame.data["partner"], trader=frame.seat, give=give, ask=ask)


def _say_card(state: DungeonRunState, frame: Frame, action: Action) -> tuple[str, dict[str, Any]]:
    card = str(action.args[0])
    return words(action, nothing=True) if card == NOTHING else words(action, card=card)


FLOW.decision("offer", _offer_options, _offer_act, refuse=refusal("choose what to give, then what to ask for"),
              ask=lambda s, f: {"partner_seat": f.data["partner"], "phase": f.data["phase"],
                                "give_card": f.data["give"] or None},
              label=_say_card)


def _answer_options(state: DungeonRunState, frame: Frame) -> list[Action]:
    return [Action("accept"), Action("refuse")]


def _answer_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    state.pop(frame)
    trader, partner = frame.data["trader"], frame.seat
    give, ask = frame.data["give"], frame.data["ask"]
    session = state.frames[-1]
    session.data["trades"] += 1
    accepted = action.verb == "accept"
    state.emit("trade_answered", {"seat": partner, "trader": trader, "give": give, "ask": ask, "accepted": accepted})
    if not accepted:
        return
    for card, src, dst in ((give, trader, partner), (ask, partner, trader)):
        if card != NOTHING:
            lose_item(state, src, card)
            state.heroes[dst].loot.append(card)
            session.data["traded"].append(card)
            if card == MAGIC_STONE:
                took_stone(state, dst)


FLOW.decision("answer", _answer_options, _answer_act, refuse=refusal("accept or refuse the trade"),
              ask=lambda s, f: {"trader_seat": f.data["trader"], "give_card": f.data["give"],
                                "ask_card": f.data["ask"]})


# --- Search -----------------------------------------------------------------------------------------
def _search_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    cell = state.heroes[frame.seat].pos
    return [Action("search")] if state.items_on(cell) and not state.monster_at(cell) else []


def _search_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    seat = frame.seat
    cell = state.heroes[seat].pos
    up, down = state.take_items(cell)
    state.emit("search", {"seat": seat, **state.where(cell), "revealed": list(down), "found": up + down},
               chance=bool(down))
    gain_items(state, seat, up + down)


offer("search", _search_menu, _search_act,
      lambda s, f, a: {**cell_args(s.heroes[f.seat].pos), "count": len(s.items_on(s.heroes[f.seat].pos))})
