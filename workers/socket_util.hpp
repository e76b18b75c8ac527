#pragma once
// Socket and thread helpers every network worker engine uses (tcp/, udp/).

#include <sys/socket.h>

#include <cstdint>
#include <optional>
#include <string>

namespace iometry::workers {

/** @brief Nice value of traffic threads: below the control loops of dynamo and manager. */
inline constexpr int kLaneNice = 19;

/** A socket address from a numeric IPv4 or IPv6 address and a port; false if not one. */
bool makeAddress(const std::string& address, std::uint16_t port, sockaddr_storage& out,
                 socklen_t& length);
/** The numeric address of @p addr, without the port. */
std::string addressText(const sockaddr_storage& addr);
/** The numeric address of @p addr (IPv4 or IPv6); empty for another family. */
std::string addressText(const sockaddr* addr);
/** @p address in the form addressText() gives (e.g. "::1" for "0::1"); itself if not one. */
std::string normalisedAddress(const std::string& address);
/** The port of @p addr. */
std::uint16_t portOf(const sockaddr_storage& addr);
/** "WHAT: strerror(errno)". */
std::string errnoText(const std::string& what);
/** Sets SO_RCVTIMEO and SO_SNDTIMEO: blocking calls return at least this often. */
void setSocketTimeouts(int fd, int ms);

/**
 * Called first by every traffic thread: lowers its priority to kLaneNice (not a @p probe's)
 * and, when @p cpu is set, pins it there (docs/architecture.md, "Threads and priorities").
 */
void prepareLaneThread(std::optional<int> cpu, bool probe = false);

}  // namespace iometry::workers
