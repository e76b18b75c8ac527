#pragma once
// One end of a worker pair as `configure` describes it (docs/protocol.md, `configure`):
// what the tcp and udp engines read from a worker entry.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/model/plan.hpp"

namespace iometry::workers {

struct PairSetup {
    int id = 0;
    bool partner = false;
    model::AccessSpec spec;
    int outstanding = 1;
    std::optional<int> cpu;
    std::string localAddress;   // holder: bind; partner: peer.address
    std::string remoteAddress;  // holder: the partner's address; partner: the holder's bind
    std::string cookie;         // proves a data connection or datagram belongs to this run
    std::uint64_t seed = 1;
    double rateMbit = 0;        // udp: offered payload rate of the pair, Mbit/s
    /** Request/response: round trips of the step (0: bounded by time only). The requester
        makes this many, the responder answers this many; both then end their traffic. */
    std::uint64_t count = 0;
};

/** Reads the fields of one `configure` worker entry; nullopt with @p error if bad. */
std::optional<PairSetup> readPairSetup(const nlohmann::json& entry, std::string& error);

}  // namespace iometry::workers
