"""Tables announced and found on the local network, with multicast DNS service discovery (zeroconf):
a host announces a ``_card-table._tcp`` service named after its table, with the game and the port;
a player's app browses for them. Nothing here is needed to play: an address typed by hand joins
the same way, which is what to do where a network drops multicast (some guest and office networks,
some firewalls).

Whatever another computer announces is read as untrusted text: bounded, and shown, never run.
"""
from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .protocol import PROTOCOL

SERVICE = "_card-table._tcp.local."
TEXT_LIMIT = 80
RESOLVE_MS = 1500


@dataclass(frozen=True)
class Found:
    """A table announced on the network."""

    table: str
    game: str
    title: str
    address: str
    port: int
    players: int
    protocol: int

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def lan_address() -> str:
    """This computer's address on its local network (the one other computers reach it at), found by
    asking the system which interface it would route through; no packet is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: reserved, never answered
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def _label(table: str) -> str:
    """The table's name as a service instance name (no dots; at most 63 bytes)."""
    return table.replace(".", " ").encode("utf-8")[:60].decode("utf-8", "ignore").strip() or "Card Table"


class Announcement:
    """A table announced on the local network while it is open; a network without multicast only
    leaves it unannounced (``problem`` says why)."""

    def __init__(self, table: str, game: str, title: str, port: int, players: int, address: str | None = None,
                 interfaces: list[str] | None = None) -> None:
        self.address = address or lan_address()
        self.info = AsyncServiceInfo(
            SERVICE, f"{_label(table)}.{SERVICE}", port=port, addresses=[socket.inet_aton(self.address)],
            properties={"table": table[:TEXT_LIMIT], "game": game, "title": title, "players": str(players),
                        "protocol": str(PROTOCOL)},
            server=f"{socket.gethostname().split('.')[0] or 'card-table'}.local.")
        self.interfaces = interfaces
        self._zeroconf: AsyncZeroconf | None = None
        self.problem: str | None = None

    async def start(self) -> None:
        try:
            self._zeroconf = AsyncZeroconf(interfaces=self.interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
            await self._zeroconf.async_register_service(self.info, allow_name_change=True)
        except (OSError, RuntimeError, ValueError) as error:  # no multicast here: the address is typed by hand
            self.problem = f"the table is not announced on the network: {error}"
            await self.stop()

    async def stop(self) -> None:
        if self._zeroconf is None:
            return
        zeroconf, self._zeroconf = self._zeroconf, None
        try:
            await zeroconf.async_unregister_all_services()
        except (OSError, RuntimeError):
            pass  # the network went away first: the announcement dies with it
        await zeroconf.async_close()


def _text(properties: dict[bytes, bytes | None], key: str) -> str:
    raw = properties.get(key.encode()) or b""
    return raw[:TEXT_LIMIT * 4].decode("utf-8", "replace")[:TEXT_LIMIT]


def _number(properties: dict[bytes, bytes | None], key: str) -> int:
    raw = _text(properties, key)
    return int(raw) if raw.isdigit() and len(raw) < 6 else 0


def read(info: AsyncServiceInfo) -> Found | None:
    """A service's announcement as a table, or None when it is not one we can join."""
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or not info.port:
        return None
    properties: dict[Any, Any] = info.properties or {}
    return Found(_text(properties, "table") or info.name[:TEXT_LIMIT], _text(properties, "game"),
                 _text(properties, "title"), addresses[0], int(info.port), _number(properties, "players"),
                 _number(properties, "protocol"))


async def relocate(game: str, table: str, near: str, seconds: float = 2.0) -> str | None:
    """Where the table named ``table`` of ``game`` is announced now (its host opened again on another
    port), or None. ``near``: where it was; a table on this computer's loopback address is looked for
    there alone."""
    address = near.rsplit(":", 1)[0].strip("[]")
    try:
        loopback = ipaddress.ip_address(address).is_loopback
    except ValueError:  # a name, not an address
        loopback = False
    for found in await browse(seconds, [address] if loopback else None):
        if (found.game, found.table, found.protocol) == (game, table, PROTOCOL):
            return found.where
    return None


async def browse(seconds: float = 2.0, interfaces: list[str] | None = None) -> list[Found]:
    """The tables announced on the local network within ``seconds``, by name."""
    zeroconf = AsyncZeroconf(interfaces=interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
    names: set[str] = set()

    def seen(zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed:
            names.add(name)

    browser = AsyncServiceBrowser(zeroconf.zeroconf, [SERVICE], handlers=[seen])
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in sorted(names):
            info = AsyncServiceInfo(SERVICE, name)
            if await info.async_request(zeroconf.zeroconf, RESOLVE_MS):
                table = read(info)
                if table is not None:
                    found.append(table)
        return sorted(found, key=lambda t: (t.table, t.where))
    finally:
        await browser.async_cancel()
        await zeroconf.async_close()
