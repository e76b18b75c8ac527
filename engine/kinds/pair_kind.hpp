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
    /** `bind` and `peer`, then the kind's own keys (readOwn). */
    void read(ObjectReader& reader, KindSettings& settings) const final;
    /** The kind's own keys: a `configure` entry gives the ends as `local` and `remote`. */
    void readConfigure(ObjectReader& reader, ConfiguredWorker& worker) const final;

protected:
    /** Reads the kind's own keys, those beside `bind` and `peer`. */
    virtual void readOwn(ObjectReader& reader, KindSettings& settings) const = 0;
    /** The settings' ends (every pair kind's settings hold PairEnds). */
    virtual PairEnds& endsOf(KindSettings& settings) const = 0;
    /** `bind` and `peer`, the keys every pair has, ahead of the kind's own. */
    static std::vector<std::string> pairKeys(std::vector<std::string> own);
    /** Reads `bind` and `peer` into @p ends: addresses of one family, the peer's dynamo and CPU. */
    static void readEnds(ObjectReader& r, PairEnds& ends);
    static void writeEnds(const PairEnds& ends, Json& worker);
    /** @p words ("… between %1 and %2") with each end: "10.0.0.1 (dynamo A)". */
    static article::Text pairText(article::Text words, const WorkerDef& worker);
};

}  // namespace iometry::model
