"""Boss Monster's table in words: the status line for the decision at hand, the engine's refusals in
the player's language, the log (told by the game's ``narrate``), what decided the game and its score
sheet, turn by turn."""
from __future__ import annotations

import string
from typing import Any

from game.engine.actions import IllegalAction
from game.engine.state import View
from game.games.boss_monster import narrate
from game.games.boss_monster.board import table_place
from game.games.boss_monster.ending import by_turn
from game.games.boss_monster.translations import name as card_name
from game import i18n
from game.i18n import CATALOGUE, Segment, rich, t

from ...widgets.log_panel import Entry
from ...widgets.score_sheet import MOST_LINES, Line, Part, Sheet


def prompt_text(view: View, names: list[str]) -> str:
    """What the seat must do now, with the decision's public arguments filled in."""
    prompt = view.get("prompt") or {}
    key = str(prompt.get("key", ""))
    kind = key.rsplit(".", 1)[-1] if key else str(prompt.get("kind", ""))
    args: dict[str, Any] = dict(prompt.get("args") or {})
    args.update({k: v for k, v in prompt.items() if k not in ("key", "kind", "seat", "options", "text", "args")})
    shown: dict[str, Any] = {"name": names[prompt["seat"]] if isinstance(prompt.get("seat"), int) else ""}
    for name, value in args.items():
        if isinstance(value, str) and (name in ("card", "spell") or name.endswith("_card")):
            shown[name] = card_name(value)
        elif isinstance(value, int) and (name.endswith("_seat") or name == "victim") and 0 <= value < len(names):
            shown[name] = names[value]
        elif isinstance(value, str):
            shown[name] = t(f"boss-monster.word.{value}") if CATALOGUE.has(f"boss-monster.word.{value}") else value
        else:
            shown[name] = value
    # The decision's spell, under the name each wording expects (a prompt may call it ``spell``, or
    # leave it to the spell being cast, which the view shows).
    casting = view.get("casting") or []
    if "spell" not in shown and casting and kind in ("respond-first", "cancel", "spell-target"):
        shown["spell"] = card_name(casting[-1]["spell"])
    if "spell" in shown:
        shown.setdefault("card", shown["spell"])
        shown.setdefault("spell_card", shown["spell"])
    full = f"boss-monster.prompt.{kind}"
    options = prompt.get("options") or []
    if options and all(o["action"] == "pass" for o in options) and CATALOGUE.has(f"{full}-pass"):
        full += "-pass"  # the seat's own view: it holds nothing that answers, so say so
    if not CATALOGUE.has(full):
        return str(prompt.get("text", kind))
    # A detail the prompt does not carry is left out of the sentence rather than shown as a blank.
    for _, field, _, _ in string.Formatter().parse(CATALOGUE.raw(full)):
        if field:
            shown.setdefault(field, "")
    # The warning before the walk's detail: the status line cuts a long sentence at its end.
    text = " ".join(t(full, **shown).split()).replace(" .", ".") + knockout_warning(view, names)
    walk = view.get("walking")
    if walk and kind in ("respond", "respond-first", "cancel"):  # what the answer would be to
        rooms = len(view["seats"][walk["seat"]]["dungeon"])
        text += " " + t("boss-monster.status.walking", hero=card_name(walk["hero"]), seat=names[walk["seat"]],
                        place=table_place(rooms, walk["position"]), damage=walk["damage"], health=walk["health"])
    return text


def knockout_warning(view: View, names: list[str]) -> str:
    """Before a choice the rules say would knock the seat's Boss out (if everyone passed from then on):
    which options, in the bar's words; nothing when there is no such choice."""
    fatal = set(view.get("knockout") or [])
    options = [o for o in (view.get("prompt") or {}).get("options") or [] if o["action"] in fatal]
    if not options:
        return ""
    said = [i18n.words(o["key"], o["args"], card_name, lambda seat: names[seat], o["action"]) for o in options]
    return " " + t("boss-monster.status.knockout", choices=t("words.or").join(said))


def window_question(view: View, names: list[str]) -> str:
    """A window put to another person, for the quick ask: the prompt and the moment it answers to
    (the walking hero, or else the phase and whose turn it is), from the public view alone."""
    text = prompt_text(view, names)
    if view.get("walking") is None:
        phase, active = t(f"boss-monster.phase.{view['phase']}"), view.get("active")
        text += " " + (t("boss-monster.status.moment", phase=phase, seat=names[active]) if isinstance(active, int)
                       else t("boss-monster.status.moment_phase", phase=phase))
    return text


def describe(event: dict[str, Any], names: list[str]) -> Entry | None:
    return narrate.describe(event, names)


def refusal_text(refusal: IllegalAction) -> str:
    """The engine's refusal in the player's language; its English reason if there is no entry."""
    key = refusal.key or ""
    for candidate in (key, "boss-monster.refused." + key.rsplit(".", 1)[-1]):
        if candidate and CATALOGUE.has(candidate):
            params: dict[str, Any] = dict(refusal.params)
            for name in ("card", "spell", "room", "below"):
                if isinstance(params.get(name), str):
                    params[name] = card_name(params[name])
            if isinstance(params.get("phases"), list):
                params["phases"] = t("words.or").join(t(f"boss-monster.phase.{p}") for p in params["phases"])
            return t(candidate, **params)
    return refusal.reason


def result_lines(view: View, names: list[str]) -> list[list[Segment]]:
    """Each Boss's souls minus wounds (as it stood when it fell, for one knocked out) and who won."""
    lines: list[list[Segment]] = []
    result = view.get("result") or {}
    winners = result.get("winners", [])
    scores = result.get("scores") or [0] * len(view["seats"])
    for info in view["seats"]:
        seat = info["seat"]
        key = "boss-monster.result.winner" if seat in winners else (
            "boss-monster.result.out" if info.get("eliminated") else "boss-monster.result.line")
        lines.append(rich(key, name=names[seat], score=round(scores[seat])))
    if result.get("reason"):
        lines.append(rich("boss-monster.result.reason", reason=t(f"boss-monster.reason.{result['reason']}")))
    return lines


def ending_sheet(events: list[dict[str, Any]], names: list[str]) -> Sheet:
    """Souls gained and wounds taken, turn by turn (turns in which nothing changed are left out); the
    earliest turns share a line when there are more than the sheet holds."""
    turns = by_turn(events, len(names))
    lines = [Line(t("boss-monster.ending.turn", turn=turn), tuple(gained)) for turn, gained in turns]
    folded = turns[:len(turns) - MOST_LINES + 1] if len(turns) > MOST_LINES else []
    if folded:
        merged = tuple(tuple(map(sum, zip(*(gained[seat] for _, gained in folded)))) for seat in range(len(names)))
        lines[:len(folded)] = [Line(t("boss-monster.ending.turns", first=folded[0][0], last=folded[-1][0]), merged)]
    parts = (Part(t("boss-monster.ending.souls")), Part(t("boss-monster.ending.wounds"), -1))
    return Sheet(tuple(names), tuple(lines), t("over.total"), parts, t("boss-monster.ending.score"))
