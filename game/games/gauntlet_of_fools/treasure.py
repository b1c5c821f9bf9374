"""What a fight gives and takes: treasure, damage with special damage, the specials, and the small
choices inside them (FAQ "Descrizione degli Incontri")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import Decision

from .combat import ENCOUNTERS, NO_MODS, Fight, attack_total, treasure_gold
from .heroes import Hero

if TYPE_CHECKING:
    from .state import GauntletState

PENALTY_OF_HIT = {"hit-dice-penalty": ("dice-penalty", "dice"), "hit-defense-penalty": ("defense-penalty", "defense")}


class TreasureRules:
    __slots__ = ()

    def collect(self: "GauntletState", h: Hero, f: Fight, choice: str, events: list[Event]) -> None:
        """The treasure of a kill; the Armorer and Artificer give all of it up (FAQ "Armorer")."""
        if f.given_up:
            events.append(Event("treasure_given_up", {"hero": h.index, "card": f.card}))
            return
        card = ENCOUNTERS[f.card]
        n = card.numbers
        gold = treasure_gold(h, f)
        if f.hellhound:
            gold += n["gold"]
        if choice == "gold":
            gold += n["gold"]
        f.kill_gold = gold
        self.gain_gold(h, gold, "treasure", events)
        bet = self.bets.get(h.index, 0) if card.effect == "bet" and not f.repeat else 0
        self.gain_gold(h, 2 * bet, "bet-won", events)
        effect = card.effect
        if effect == "kill-weapon-token" or choice == "weapon-token":
            self.weapon_token(h, 1, f.card, events)
        elif effect == "kill-attack-bonus":
            self.tokens(h, "attack-bonus", n["attack"], f.card, events)
        elif effect == "kill-defense-bonus":
            self.tokens(h, "defense-bonus", n["defense"], f.card, events)
        elif effect == "kill-defense-penalty":
            self.tokens(h, "defense-penalty", n["defense"], f.card, events)
        elif effect == "kill-one-use-die":
            self.tokens(h, "one-use-die", 1, f.card, events)
        elif effect == "kill-heal":
            self.heal(h, f.card, events)

    def weapon_token(self: "GauntletState", h: Hero, change: int, why: str, events: list[Event]) -> None:
        """One weapon token gained or lost; an Armsmaster with a choice picks the weapon."""
        slots = [i for i in range(len(h.weapons)) if change > 0 or h.weapon_tokens[i] > 0]
        if len(slots) > 1:
            self.push("weapon", h, change=change, why=why)
        elif slots:
            self.tokens(h, "weapon", change, why, events, weapon=slots[0])

    def damage(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        """Extra Bitey and the Mummy's curse each double the damage, special damage included: the
        hit is dealt again, one after the other (FAQ "Extra Bitey", "Mummy")."""
        card = ENCOUNTERS[f.card]
        times = 2 ** (f.mods.bitey + h.curse_now)
        if card.effect == "trap-wound":
            self.wound(h, card.numbers["wounds"] * times, f.card, events)
            return
        if f.knight:
            self.wound(h, min(1, would_wound(h, f, times)), "knight", events)
            return
        for _ in range(times):
            self._hit_once(h, f, events)

    def _hit_once(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        card = ENCOUNTERS[f.card]
        n = card.numbers
        effect = card.effect
        self.wound(h, card.damage, f.card, events)
        if effect == "hit-shadow" and h.wounds < 2:
            self.wound(h, n["wounds"], f.card, events)
        elif effect == "hit-vampire":
            self.wound(h, 2 * n["wounds"] if h.wounds >= 2 else n["wounds"], f.card, events)
        elif effect == "hit-wound-or-defense":
            self.push("banshee", h)
        elif effect == "hit-cannot-die":
            h.scorpion = True
            events.append(Event("death_delayed", {"hero": h.index, "card": f.card}))
        elif effect == "hit-poison":
            h.fresh_poison += 1
            self.tokens(h, "poison", 1, f.card, events)
        elif effect == "hit-curse":
            self.tokens(h, "curse", 1, f.card, events)
        elif effect == "hit-lose-gold":
            self.lose_gold(h, n["gold"], f.card, events)
        elif effect == "hit-lose-weapon-token":
            self.weapon_token(h, -1, f.card, events)
        elif effect == "hit-lose-class-token":
            self.tokens(h, "class", -1, f.card, events)
        elif effect in PENALTY_OF_HIT:
            kind, number = PENALTY_OF_HIT[effect]
            self.tokens(h, kind, n[number], f.card, events)

    def special(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        card = ENCOUNTERS[f.card]
        n = card.numbers
        f.phase = "troll"
        if card.effect == "gain-gold":
            self.gain_gold(h, n["gold"], f.card, events)
        elif card.effect == "gold-per-attack":
            attack = 0 if h.priest or not (f.dice or f.spear) else attack_total(h, f)
            events.append(Event("attack_made", {"hero": h.index, "card": f.card, "attack": attack}))
            self.gain_gold(h, attack // n["attack"], f.card, events)
        elif card.effect == "heal-or-cleanse":
            if h.wounds and h.penalties:
                self.push("pool", h)
            elif h.wounds:
                self.heal(h, f.card, events)
            elif h.penalties:
                self._cleanse(h, f.card, events)
        elif card.effect == "gain-token":
            self.push("magic", h)
        elif card.effect == "trap-wound":
            f.hit = True
            events.append(Event("hit", {"hero": h.index, "card": f.card}))
            f.phase = "hit"

    def _cleanse(self: "GauntletState", h: Hero, why: str, events: list[Event]) -> None:
        count = h.discard_penalties()
        events.append(Event("penalties_discarded", {"hero": h.index, "count": count, "why": why}))

    # --- the small decisions ----------------------------------------------------------------------
    def _small_options(self: "GauntletState", h: Hero, decision: Decision) -> list[Action]:
        kind = decision.kind
        if kind == "bet":
            limit = min(h.gold, ENCOUNTERS["gladiator"].numbers["gold"])
            return [Action("bet", (n,)) for n in range(limit + 1)]
        if kind == "banshee":
            return [Action("suffer", ("wound",)), Action("suffer", ("defense",))]
        if kind == "pool":
            return [Action("heal"), Action("cleanse")]
        if kind == "magic":
            return [Action("gain", ("class-token",)), Action("gain", ("weapon-token",))]
        if kind == "weapon":
            gain = decision.data["change"] > 0
            return [Action("weapon", (w,)) for i, w in enumerate(h.weapons) if gain or h.weapon_tokens[i] > 0]
        if kind == "troll":
            return [Action("fight-again"), Action("let-go")]
        if kind == "guardian":
            return [Action("face-extra"), Action("avoid")]
        return [Action("use", ("adventurer",)), Action("move-on")]

    def _small_act(self: "GauntletState", h: Hero, decision: Decision, action: Action, events: list[Event]) -> None:
        kind = decision.kind
        if kind == "bet":
            self.place_bet(h, int(action.args[0]), decision.data["secret"], events)
            return
        f = self.fight
        assert f is not None
        if kind == "banshee":
            card = ENCOUNTERS[f.card]
            if action.args[0] == "wound":
                self.wound(h, card.numbers["wounds"], f.card, events)
            else:
                self.tokens(h, "defense-penalty", card.numbers["defense"], f.card, events)
        elif kind == "pool":
            if action.verb == "heal":
                self.heal(h, f.card, events)
            else:
                self._cleanse(h, f.card, events)
        elif kind == "magic":
            if action.args[0] == "class-token":
                self.tokens(h, "class", 1, f.card, events)
            else:
                self.weapon_token(h, 1, f.card, events)
        elif kind == "weapon":
            self.tokens(h, "weapon", decision.data["change"], decision.data["why"], events,
                        weapon=h.weapons.index(str(action.args[0])))
        elif kind == "troll" and action.verb == "fight-again":
            self.queue.insert(0, Fight(h.index, f.card, f.mods, f.instance, 2, f.repeat))
            f.phase = "over"  # the encounter goes on in the second fight
        elif kind == "guardian" and action.verb == "face-extra":
            self.instances += 1
            self.queue.insert(0, Fight(h.index, decision.data["card"], NO_MODS, self.instances))
        elif kind == "adventurer" and action.verb == "use":
            self.tokens(h, "class", -1, "use adventurer", events, spent=True)
            events.append(Event("ability_used", {"hero": h.index, "ability": "adventurer", "args": []}))
            # A repeated Troll is one more fight, never a third and fourth (FAQ "Troll").
            troll = ENCOUNTERS[f.card].effect == "fight-twice"
            self.queue.append(Fight(h.index, f.card, f.mods, f.instance, 2 if troll else 1, True))


def would_wound(h: Hero, f: Fight, times: int) -> int:
    """The wounds a hit would deal, for the Knight, who ignores special damage but not wounds."""
    card = ENCOUNTERS[f.card]
    wounds = h.wounds
    for _ in range(times):
        wounds += card.damage
        if card.effect == "hit-shadow" and wounds < 2:
            wounds += card.numbers["wounds"]
        elif card.effect == "hit-vampire":
            wounds += 2 * card.numbers["wounds"] if wounds >= 2 else card.numbers["wounds"]
    return wounds - h.wounds
