"""Gauntlet of Fools told in plain words: one sentence per event kind, for the window's log and the
command line. A seat sees an event as ``Event.for_seat`` gave it: the Wand's cards and a secret bet
are in it only for their owner, so the sentence says what that seat may know."""
from __future__ import annotations

from typing import Any

from game.i18n import CATALOGUE, Line, Ref, rich, t

from .translations import name as card_name

KNOWN = frozenset((  # every event kind the game emits
    "heroes_dealt", "deck_shuffled", "first_player", "turn_begins", "hero_claimed", "hero_stolen", "boast_added",
    "boasting_over", "hero_armed", "encounter_revealed", "modifier_revealed", "modifier_discarded",
    "extra_encounter_revealed", "hero_acts", "encounter_faced", "dice_rolled", "dice_rerolled", "attack_made",
    "monster_survived", "monster_killed", "dodged", "hit", "encounter_skipped", "penalties_discarded",
    "ability_used", "gold_gained", "gold_lost", "wounded", "healed", "token_gained", "token_spent", "token_lost",
    "treasure_given_up", "death_delayed", "wand_looked", "wand_ordered", "wand_removed", "hero_rises",
    "hero_revived", "bet_placed", "bets_revealed", "boast_ended", "hero_died", "path_chosen", "fight_over",
    "turn_over", "game_over"))
VARIANTS = frozenset(("dice_rolled", "dodged", "hit", "encounter_skipped", "wand_looked", "wand_removed",
                      "bet_placed", "game_over"))  # kinds worded by their data; ".plain" is the usual case
HEADINGS = frozenset(("turn_begins", "boasting_over", "game_over"))


def card(card_id: str) -> Ref:
    return Ref(card_name(card_id), card_id)


def _why(why: Any) -> str:
    """Why gold or tokens moved: a card's name, or one of the rules' own reasons."""
    text = str(why or "")
    if text.startswith("use "):
        text = text[4:]
    if text and CATALOGUE.has(f"gauntlet-of-fools.why.{text}"):
        return t(f"gauntlet-of-fools.why.{text}")
    return card_name(text) if text else ""


def describe(event: dict[str, Any], names: list[str]) -> Line | None:
    """A hero is called by its class, which every event about a hero carries beside its number."""
    kind = event["kind"]
    key = f"gauntlet-of-fools.log.{kind}"
    p: dict[str, Any] = {k: v for k, v in event.items() if isinstance(v, (int, str)) and k != "kind"}
    if "hero" in event and isinstance(event["hero"], int):
        p["hero"] = card(event["class"])
    if isinstance(event.get("card"), str):
        p["card"] = card(event["card"])
    for field in ("seat", "from"):
        if isinstance(event.get(field), int) and 0 <= event[field] < len(names):
            p[field] = names[event[field]]
    if "why" in event:
        p["why"] = _why(event["why"])
    special = _special(kind, event, p, names)
    if special is not None:
        key = special
    elif kind in VARIANTS:
        key += ".plain"
    elif kind not in KNOWN:
        return None
    return Line(rich(key, **p), heading=kind in HEADINGS)


def _special(kind: str, event: dict[str, Any], p: dict[str, Any], names: list[str]) -> str | None:
    """Fills the parameters an event's sentence needs beyond the plain ones; a different key if its
    wording depends on the data. None keeps the event's own key."""
    base = f"gauntlet-of-fools.log.{kind}"
    if kind == "heroes_dealt":
        p["list"] = ", ".join(f"{card_name(h['class'])} + {' & '.join(card_name(w) for w in h['weapons'])}"
                              for h in event["heroes"])
    elif kind == "boast_added":
        p["boast"] = card(event["boast"])
    elif kind == "hero_armed":
        p["weapons"] = " & ".join(card_name(w) for w in event["weapons"])
        p["boasts"] = ", ".join(card_name(b) for b in event["boasts"]) or t("gauntlet-of-fools.log.no_boasts")
    elif kind == "turn_begins":
        return base + (".boasting" if event.get("phase") == "boasting" else ".gauntlet")
    elif kind in ("dice_rolled", "dice_rerolled"):
        p["dice"] = " ".join(str(d) for d in event["dice"])
        p["old"] = " ".join(str(d) for d in event.get("old", ()))
        if kind == "dice_rolled" and event.get("extra"):
            return base + ".extra"
    elif kind == "attack_made":
        if "defense" not in event:
            return base + ".special"
        return base + (".killed" if event.get("killed") else ".short")
    elif kind in ("dodged", "hit"):
        if "attack" not in event:
            return base + ".ability" if kind == "dodged" else base + ".special"
    elif kind == "encounter_skipped":
        return base + (f".{event['by']}" if event.get("by") in ("bribe", "sneak-past") else ".plain")
    elif kind == "ability_used":
        if event["ability"] == "one-use-die":  # a token, not a card
            return "gauntlet-of-fools.log.die_used"
        p["ability"] = card(event["ability"])
    elif kind in ("token_gained", "token_spent", "token_lost"):
        p["n"] = abs(event["change"])
        p["token"] = (t("gauntlet-of-fools.token.weapon", weapon=card_name(event["weapon"]), n=p["n"])
                      if event["token"] == "weapon" else t(f"gauntlet-of-fools.token.{event['token']}", n=p["n"]))
    elif kind == "wand_looked":
        if "cards" in event:
            p["cards"] = ", ".join(card_name(c) for c in event["cards"])
            return base + ".own"
    elif kind == "wand_removed":
        if "card" in event:
            return base + ".own"
    elif kind == "bet_placed":
        if "bet" in event:
            p["bet"] = event["bet"]
            return base + ".own"
    elif kind == "bets_revealed":
        p["list"] = ", ".join(f"{card_name(cls)} {gold}" for cls, gold in event["bets"].items())
    elif kind == "game_over":
        gold = event.get("gold") or event.get("scores") or []
        winners = event.get("winners", [])
        p["winners"] = t("gauntlet-of-fools.log.and").join(names[w] for w in winners) if winners else ""
        p["gold"] = round(max(gold)) if gold else 0  # the result's scores are floats; gold is counted whole
        return base + (".shared" if len(winners) > 1 else ".plain")
    return None
