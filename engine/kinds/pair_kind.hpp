#pragma once
/**
 * @file
 * @brief What the kinds with a partner end share (docs/plan-format.md, "Workers"): `bind`
 *        and `peer` {dynamo, address, cpu}, read, checked and written once.
 */

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

/** @brief The base of a kind whose worker is one end of a pair (tcp, udp). */
class PairKind : public WorkerKind {
public:
    bool hasPartnerEnd() const override { return true; }
    /** A request/response spec: the requester's requests (a stream's rate is its own). */
    bool takesPacedRequests(const AccessSpec& spec) const override { return hasReplies(spec); }
    /** `bind` and `peer`, then the kind's own keys (ownParams). */
    std::vector<KindParam> params() const final;
    /** The kind's own keys: a `configure` entry gives the ends as `local` and `remote`. */
    void readConfigure(ObjectReader& reader, ConfiguredWorker& worker) const final;

protected:
    /** The kind's own keys, those beside `bind` and `peer`. */
    virtual std::vector<KindParam> ownParams() const = 0;
    /** The peer's address of the same family as bind. */
    void checkRead(ObjectReader& reader, const KindSettings& settings) const override;
    /** @p words ("… between %1 and %2") with each end: "10.0.0.1 (dynamo A)". */
    static article::Text pairText(article::Text words, const WorkerDef& worker);
};

}  // namespace iometry::model
