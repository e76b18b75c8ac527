#include "engine/kinds/udp/udp_kind.hpp"

#include <algorithm>
#include <set>

#include "engine/kinds/pair_kind.hpp"
#include "engine/model/address.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = KindParam::Type;

class UdpKind final : public PairKind {
public:
    std::string name() const override { return "udp"; }
    article::Text articleText(const WorkerDef& worker) const override {
        return pairText(article::text(QT_TRANSLATE_NOOP("Article", "UDP datagrams between %1 and %2")), worker);
    }
    PolyValue<KindSettings> makeSettings() const override { return UdpSettings{}; }
    std::vector<KindParam> ownParams() const override {
        KindParam engine{.key = "engine", .type = Type::Choice, .choices = {"socket", "raw"},
                         .help = QT_TRANSLATE_NOOP("KindSetting", "How the sending end puts its datagrams on the link")};
        engine = field(std::move(engine), &UdpSettings::engine);
        engine.get = [](const KindSettings& s) {
            const std::string& e = static_cast<const UdpSettings&>(s).engine;
            return e == "socket" ? Json() : Json(e);  // the default is left out
        };
        return {
            field({.key = "rate_mbit", .type = Type::Number, .lo = 0, .hi = 1e6, .exclusiveLow = true,
                   .unit = "Mbit/s",
                   .help = QT_TRANSLATE_NOOP("KindSetting", "The offered rate of the pair, in Mbit/s of payload")},
                  &UdpSettings::rateMbit, true),
            engine,
        };
    }

    void check(const PlanContext& context, Problems& problems) const override;

    void describe(const WorkerDef& worker, const nlohmann::json&, Json& entry) const override {
        entry["kind"] = name();
        entry["engine"] = static_cast<const UdpSettings&>(*worker.settings).engine;
    }

    bool takesOfferedRate() const override { return true; }
    double offeredRate(const KindSettings& settings) const override {
        return static_cast<const UdpSettings&>(settings).rateMbit;
    }
    void setOfferedRate(KindSettings& settings, double mbit) const override {
        static_cast<UdpSettings&>(settings).rateMbit = mbit;
    }
    bool countsDatagrams() const override { return true; }
    std::string variant(const WorkerDef& worker) const override {
        const std::string& engine = static_cast<const UdpSettings&>(*worker.settings).engine;
        return engine == "socket" ? std::string() : engine;
    }
};

/**
 * A UDP worker streams datagrams: each carries an 18-byte header and fits one IPv4 UDP
 * payload, none is answered, and its one flow has no requests in flight to count.
 */
void UdpKind::check(const PlanContext& context, Problems& problems) const {
    const Plan& plan = context.plan;
    const std::string sizes = "a udp datagram is " + std::to_string(kMinDatagram) + "–" +
                              std::to_string(kMaxDatagram) + " bytes (an 18-byte header, "
                              "at most one IPv4 UDP payload)";
    const bool sizeSwept = std::any_of(plan.sweep.begin(), plan.sweep.end(),
                                       [](const SweepAxis& a) { return a.param == SweepParam::Size; });
    bool any = false;
    std::set<std::string> specsChecked;
    for (std::size_t i = 0; i < plan.workers.size(); ++i) {
        const WorkerDef& w = plan.workers[i];
        if (w.kind() != this) continue;
        // A probe runs its spec as written: no sweep or method reaches it (plan-format.md,
        // "Probes"), so its sizes are checked as they are, and the axes by the load alone.
        any = any || !w.probe;
        const bool swept = sizeSwept && !w.probe;
        const std::string path = indexPath("workers", i);
        if (w.outstanding != 1)
            problems.push_back({path + ".outstanding",
                                "a udp worker is one paced flow: outstanding must be 1, got " +
                                    std::to_string(w.outstanding)});
        const AccessSpec* spec = plan.findSpec(w.spec);
        if (!spec) continue;
        const bool pingPong = hasReplies(*spec);
        const double rate = w.as<UdpSettings>()->rateMbit;
        if (!pingPong && !context.offersRates && !(rate > 0))
            problems.push_back({path + ".rate_mbit", "is required for a udp stream (a spec without reply)"});
        if (pingPong && rate > 0)
            problems.push_back({path + ".rate_mbit", "a udp ping-pong (spec \"" + spec->name +
                                                         "\" has replies) is paced by its round "
                                                         "trips and delay_ms, or by rate_per_s: "
                                                         "leave rate_mbit out"});
        if (w.as<UdpSettings>()->engine == "raw") {
            // docs/plan-format.md, "The raw engine": IPv4 streams only.
            if (pingPong)
                problems.push_back({path + ".engine", "the raw engine sends streams: spec \"" + spec->name +
                                                          "\" has replies (a ping-pong runs on the "
                                                          "socket engine)"});
            const PairEnds& ends = w.as<UdpSettings>()->ends;
            auto ipv4 = [&](const std::string& key, const std::string& address) {
                if (isIpAddress(address) && ipFamily(address) != IpFamily::V4)
                    problems.push_back({path + key, "the raw engine sends IPv4 frames, got " + address});
            };
            ipv4(".bind", ends.bind);
            ipv4(".peer.address", ends.peer.address);
        }
        if (pingPong && context.offersRates && !w.probe)
            problems.push_back({path + ".spec", context.method + " offers rates to udp streams: spec \"" +
                                                    spec->name + "\" has replies"});
        if (!specsChecked.insert(spec->name).second) continue;
        const std::size_t s = static_cast<std::size_t>(spec - plan.specs.data());
        const std::string usedBy = " (spec \"" + spec->name + "\" is used by udp worker \"" + w.name + "\")";
        for (std::size_t l = 0; l < spec->lines.size(); ++l) {
            const AccessLine& line = spec->lines[l];
            const std::string at = indexPath(indexPath("specs", s) + ".lines", l);
            if (!swept && !isDatagramSize(static_cast<std::int64_t>(line.size)))
                problems.push_back({at + ".size", sizes + ", got " + std::to_string(line.size) + usedBy});
            if (!pingPong) continue;
            if (!isDatagramSize(static_cast<std::int64_t>(line.reply)))
                problems.push_back({at + ".reply", "a udp ping-pong answers every request: " + sizes +
                                                       ", got " + std::to_string(line.reply) + usedBy});
            if (line.read != 0 && line.read != 100)
                problems.push_back({at + ".read", "a udp ping-pong line goes one way: read must be "
                                                  "0 or 100, got " + std::to_string(line.read) + usedBy});
            for (std::size_t k = 0; k < l; ++k)
                if (spec->lines[k].size == line.size && spec->lines[k].reply != line.reply)
                    problems.push_back({at + ".reply", "a udp responder knows a request by its size: "
                                                       "lines of the same size need the same reply" + usedBy});
        }
    }
    if (!any) return;
    auto checkSizes = [&](const std::vector<std::int64_t>& values, const std::string& path) {
        for (std::int64_t v : values)
            if (!isDatagramSize(v)) {
                problems.push_back({path, sizes + ", got " + std::to_string(v)});
                return;
            }
    };
    for (const SweepAxis& axis : plan.sweep) {
        if (axis.param == SweepParam::Outstanding)
            problems.push_back({"sweep.outstanding", "a udp worker is one paced flow: "
                                                     "outstanding cannot be swept"});
        else if (axis.param == SweepParam::Size)
            checkSizes(axis.values, "sweep.size");
    }
    for (const ParamUse& use : context.methodUses) {
        if (use.param == SweepParam::Outstanding)
            problems.push_back({use.path, "a udp worker is one paced flow: " + use.by +
                                              " cannot raise its outstanding"});
        else if (use.param == SweepParam::Size)
            checkSizes(use.values, use.path);
    }
}

}  // namespace

const WorkerKind& udpKind() {
    static const UdpKind kind;
    return kind;
}

const WorkerKind& UdpSettings::kind() const { return udpKind(); }

}  // namespace iometry::model
