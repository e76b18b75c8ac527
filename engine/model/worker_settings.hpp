#pragma once
/**
 * @file
 * @brief What a worker's kind brings to its definition: the base of every kind's settings,
 *        and the two ends of a pair that the kinds with a partner end share
 *        (docs/plan-format.md, "Workers"; docs/architecture.md, "Worker kinds and methods").
 */

#include <optional>
#include <string>

#include "engine/model/poly_value.hpp"

namespace iometry::model {

class WorkerKind;

/** @brief Where the partner end of a pair runs: its dynamo, its address, its CPU. */
struct PeerDef {
    std::string dynamo;
    std::string address;
    std::optional<int> cpu;  ///< pin the partner's threads to this CPU of its host

    bool operator==(const PeerDef&) const = default;
};

/**
 * @brief The ends of a pair (a kind with a partner end): the holder listens on `bind`, its
 *        partner is created on `peer.dynamo` and connects from `peer.address`, so the data
 *        path is exactly bind ↔ peer.address.
 */
struct PairEnds {
    std::string bind;
    PeerDef peer;

    bool operator==(const PairEnds&) const = default;
};

/**
 * @brief The settings of one kind of worker (tcp's socket controls, a disk's path, …). Each
 *        kind derives its own type from it through KindSettingsOf and registers a
 *        WorkerKind that reads, checks and writes it (engine/kinds/worker_kind.hpp).
 */
class KindSettings : public PolyBase<KindSettings> {
public:
    /** The descriptor of the kind these settings belong to. */
    virtual const WorkerKind& kind() const = 0;
    /** The ends of the pair, for a kind with a partner end; null for one without (disk). */
    virtual const PairEnds* pairEnds() const { return nullptr; }
    PairEnds* pairEnds() { return const_cast<PairEnds*>(static_cast<const KindSettings*>(this)->pairEnds()); }
};

/** @brief The clone and comparison of a kind's settings type @p Derived. */
template <typename Derived>
using KindSettingsOf = PolyValueOf<Derived, KindSettings>;

}  // namespace iometry::model
