#pragma once
/**
 * @file
 * @brief The one reading of a textual IP address that plans, the importer and the
 *        workbench share (docs/plan-format.md, "Workers": `bind` and `peer.address`).
 *
 * An address is what inet_pton reads, IPv4 or IPv6, without a scope (`fe80::1%eth0` is
 * not an address here: plans carry no scope).
 */

#include <cstdint>
#include <string>

namespace iometry::model {

enum class IpFamily { Invalid, V4, V6 };

/** @brief The family of @p address, or Invalid when inet_pton reads neither. */
IpFamily ipFamily(const std::string& address);

/** @brief True for an IPv4 or IPv6 address. */
inline bool isIpAddress(const std::string& address) { return ipFamily(address) != IpFamily::Invalid; }

/** @brief True for an address in 127.0.0.0/8 or ::1, in any notation inet_pton reads. */
bool isLoopbackAddress(const std::string& address);

/**
 * @brief True for an IPv6 link-local address (fe80::/10): such an address needs a scope to
 *        bind, and plans carry none.
 */
bool isLinkLocalAddress(const std::string& address);

/**
 * @brief True for the address that stands for every address of the host: 0.0.0.0 or ::,
 *        in any notation inet_pton reads.
 */
bool isWildcardAddress(const std::string& address);

/** @brief True when both are addresses and of different families. */
bool familiesDiffer(const std::string& a, const std::string& b);

/** @brief The loopback address of @p family: "::1" for V6, else "127.0.0.1". */
std::string loopbackAddress(IpFamily family);

/**
 * @brief @p host as it stands before ":PORT": an IPv6 address in brackets (a scope, as in
 *        `fe80::1%eth0`, taken with it), a name or an IPv4 address as it is.
 */
std::string bracketedHost(const std::string& host);

/** @brief "HOST:PORT", an IPv6 address in brackets: "10.0.0.1:5201", "[fd00::1]:5201". */
std::string hostPort(const std::string& host, std::uint16_t port);

}  // namespace iometry::model
