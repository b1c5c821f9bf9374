"""The network side of a table, as the window shows it: who sits where and who is away, whether the
game has begun, the join code and address at the host, and how the table closed or why it failed.
Changes of who sits where are told in the player's words, from the seats the host sends."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.i18n import t
from game.net.keyring import Keyring

from .hosting import Hosting
from .words import failure_words

if TYPE_CHECKING:
    from .source import NetSource


def seat_news(before: dict[str, Any], after: dict[str, Any]) -> str | None:
    """What changed at one seat, in words, or None."""
    was, now, name = before["status"], after["status"], after["name"]
    if was == now:
        return None
    if now == "ai":
        return t("net.news.ai", name=name)
    if now == "away":
        return t("net.news.away", name=name)
    if was == "open" and now == "here":
        return t("net.news.joined", name=name)
    if was == "away" and now in ("here", "host"):
        return t("net.news.back", name=name)
    return None


class NetTable:
    def __init__(self, source: "NetSource", hosting: Hosting | None, keyring: Keyring | None) -> None:
        self.source = source
        self.hosting = hosting
        self.keyring = keyring
        self.news: list[str] = []  # sentences not yet shown
        self._seen: list[dict[str, Any]] = []
        self._forgotten = False

    # --- what the window shows ---------------------------------------------------------------------
    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.source.seat_list()

    @property
    def started(self) -> bool:
        feeds = self.source.feeds
        return bool(feeds) and feeds[self.source.lead].started

    @property
    def hosted_here(self) -> bool:
        return self.hosting is not None

    @property
    def code(self) -> str | None:
        opened = self.hosting.opened if self.hosting is not None else None
        return opened.host.code if opened is not None else None

    @property
    def where(self) -> str | None:
        opened = self.hosting.opened if self.hosting is not None else None
        return opened.where if opened is not None else None

    @property
    def announced(self) -> bool:
        """False when the host could not announce the table (a network without multicast)."""
        opened = self.hosting.opened if self.hosting is not None else None
        announcement = opened.host.host.announcement if opened is not None else None
        return announcement is None or announcement.problem is None

    @property
    def away(self) -> list[int]:
        """The seats whose player is away."""
        return [s["seat"] for s in self.seats if s["status"] == "away" and s["seat"] not in self.source.feeds]

    @property
    def reconnecting(self) -> bool:
        """A connection of this screen dropped and is being made again."""
        return any(link.state in ("away", "connecting") for link in self.source.links if link.table is not None)

    @property
    def closed(self) -> str | None:
        """How the host closed the table: "host-quit", "game-over" or "replaced"."""
        return next((feed.closed for feed in self.source.feeds.values() if feed.closed), None)

    @property
    def saved(self) -> bool:
        return any(feed.saved for feed in self.source.feeds.values() if feed.closed)

    @property
    def failure(self) -> str | None:
        """Why the table could not be opened, or a seat of this screen not taken or kept, in words."""
        if self.hosting is not None and self.hosting.failure is not None:
            return failure_words(self.hosting.failure)
        failed = next((link.failure for link in self.source.links if link.failure is not None), None)
        return failure_words(failed) if failed is not None else None

    def refusal(self) -> dict[str, Any] | None:
        """The host's last refusal of a move made here, taken once."""
        for feed in self.source.feeds.values():
            if feed.error is not None:
                error, feed.error = feed.error, None
                return error
        return None

    # --- what the host can do -----------------------------------------------------------------------
    def hand_to_ai(self, seat: int, level: str) -> None:
        """A seat waiting for its player, or whose player is away, is played by the AI from now on."""
        opened = self.hosting.opened if self.hosting is not None else None
        if opened is None:
            return
        try:
            opened.host.hand_to_ai(seat, level)
        except ValueError:
            pass  # its player took it a moment ago

    # --- each frame ----------------------------------------------------------------------------------
    def update(self) -> None:
        seats = self.seats
        if self._seen and len(self._seen) == len(seats):
            for before, after in zip(self._seen, seats):
                news = seat_news(before, after)
                if news is not None:
                    self.news.append(news)
        self._seen = [dict(s) for s in seats]
        for link in self.source.links:
            if link.set_aside:
                link.set_aside.clear()
                self.news.append(t("net.set_aside"))
        if self.closed == "game-over" and not self._forgotten:
            self._forget_tickets()

    def _forget_tickets(self) -> None:
        """A finished game is not gone back to: its seats' secrets are let go."""
        self._forgotten = True
        if self.keyring is None:
            return
        for link in self.source.links:
            table = link.table
            if table is not None:
                ticket = self.keyring.find(link.where, table.game, str(table.welcome["table"]), table.seat)
                if ticket is not None:
                    self.keyring.forget(ticket)
