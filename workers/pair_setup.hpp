#pragma once
// A worker as `configure` describes it (docs/protocol.md, `configure`): what every engine
// reads from a worker entry (WorkerBasics), and one end of a pair for the tcp and udp ones.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/plan.hpp"

namespace iometry::workers {

/** The keys of every worker entry, whatever its kind. */
struct WorkerBasics {
    int id = 0;
    model::AccessSpec spec;
    int outstanding = 1;
    std::optional<int> cpu;
    std::uint64_t seed = 1;
};

/** Reads id, outstanding, seed, cpu and spec of a `configure` worker entry; false with @p error. */
bool readWorkerBasics(const nlohmann::json& entry, WorkerBasics& basics, std::string& error);

struct PairSetup : WorkerBasics {
    bool partner = false;
    std::string localAddress;   // holder: bind; partner: peer.address
    std::string remoteAddress;  // holder: the partner's address; partner: the holder's bind
    std::string cookie;         // proves a data connection or datagram belongs to this run
    double rateMbit = 0;        // udp: offered payload rate of the pair, Mbit/s
    /** Request/response: round trips of the step (0: bounded by time only). The requester
        makes this many, the responder answers this many; both then end their traffic. */
    std::uint64_t count = 0;
    model::SocketOptions socket;  // tcp: the socket controls both ends apply
};

/** Reads the fields of one `configure` worker entry; nullopt with @p error if bad. */
std::optional<PairSetup> readPairSetup(const nlohmann::json& entry, std::string& error);

}  // namespace iometry::workers
