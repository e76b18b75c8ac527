#include "engine/kinds/tcp/tcp_kind.hpp"

#include <algorithm>
#include <cctype>

#include "engine/kinds/pair_kind.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

SocketOptions readSocketOptions(ObjectReader& r) {
    SocketOptions o;
    // Linux caps what a socket may ask for at 2^31 - 1 bytes; 4 KiB is less than it grants.
    r.optionalInteger("send_buffer", o.sendBuffer, 4096, 2147483647);
    r.optionalInteger("receive_buffer", o.receiveBuffer, 4096, 2147483647);
    r.string("congestion", o.congestion, false);
    if (!o.congestion.empty() &&
        (o.congestion.size() > 15 ||
         !std::all_of(o.congestion.begin(), o.congestion.end(), [](char c) {
             return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
         })))
        r.problem("congestion", "must be the name of a congestion control algorithm (at most 15 "
                                "letters, digits, _ or -), got \"" + o.congestion + "\"");
    r.optionalBoolean("nodelay", o.noDelay);
    r.optionalInteger("mss", o.mss, 88, 65495);  // the kernel's bounds for TCP_MAXSEG
    r.boolean("zerocopy", o.zeroCopy);
    r.optionalInteger("busy_poll_us", o.busyPollUs, 0, 1000000);
    r.optionalNumber("pacing_mbit", o.pacingMbit, 0, 1e6, true);
    r.rejectUnknownKeys();
    return o;
}

class TcpKind final : public PairKind {
public:
    std::string name() const override { return "tcp"; }
    article::Text articleText(const WorkerDef& worker) const override {
        return pairText(article::text(QT_TRANSLATE_NOOP("Article", "a TCP connection between %1 and %2")), worker);
    }
    PolyValue<KindSettings> makeSettings() const override { return TcpSettings{}; }
    std::vector<std::string> keys() const override { return pairKeys({"socket"}); }

    PairEnds& endsOf(KindSettings& settings) const override {
        return static_cast<TcpSettings&>(settings).ends;
    }

    void readOwn(ObjectReader& r, KindSettings& settings) const override {
        auto& s = static_cast<TcpSettings&>(settings);
        if (const Json* socket = r.find("socket"); socket && expectObject(*socket, r.pathOf("socket"), r.problems())) {
            ObjectReader o(*socket, r.pathOf("socket"), r.problems());
            s.socket = readSocketOptions(o);
        }
    }

    void write(const KindSettings& settings, Json& worker) const override {
        const auto& s = static_cast<const TcpSettings&>(settings);
        writeEnds(s.ends, worker);
        if (!s.socket.empty()) worker["socket"] = toJson(s.socket);
    }

    /**
     * A TCP stream opens one connection per outstanding request, each with its own
     * threads: at most kMaxStreamConnections, wherever outstanding comes from (the worker,
     * a sweep, a method).
     */
    void check(const PlanContext& context, Problems& problems) const override {
        const Plan& plan = context.plan;
        const std::string why = "a TCP stream (a spec without reply) opens one connection per "
                                "outstanding request, at most " + std::to_string(kMaxStreamConnections);
        bool streams = false;
        for (std::size_t i = 0; i < plan.workers.size(); ++i) {
            const WorkerDef& w = plan.workers[i];
            const AccessSpec* spec = plan.findSpec(w.spec);
            if (w.kind() != this || !spec || hasReplies(*spec)) continue;
            streams = true;
            if (w.outstanding > kMaxStreamConnections)
                problems.push_back({indexPath("workers", i) + ".outstanding",
                                    why + ", got " + std::to_string(w.outstanding)});
        }
        if (!streams) return;
        auto firstOver = [&](const std::vector<std::int64_t>& values, const std::string& path) {
            for (std::int64_t v : values)
                if (v > kMaxStreamConnections) {
                    problems.push_back({path, why + ", got " + std::to_string(v)});
                    return;
                }
        };
        for (const SweepAxis& axis : plan.sweep)
            if (axis.param == SweepParam::Outstanding) firstOver(axis.values, "sweep.outstanding");
        // A method's values run up to the value its path names: say that one.
        for (const ParamUse& use : context.methodUses)
            if (use.param == SweepParam::Outstanding && !use.values.empty()) {
                const std::int64_t most = *std::max_element(use.values.begin(), use.values.end());
                if (most > kMaxStreamConnections)
                    problems.push_back({use.path, why + ", got " + std::to_string(most)});
            }
    }

    void describe(const WorkerDef& worker, const nlohmann::json& facts, Json& entry) const override {
        // What the plan asked, and what each end's kernel granted.
        entry["kind"] = name();
        entry["socket_asked"] = toJson(static_cast<const TcpSettings&>(*worker.settings).socket);
        if (facts.is_object())
            for (const char* end : {"socket_holder", "socket_partner"})
                if (facts.contains(end)) entry[end] = facts[end];
    }
};

}  // namespace

const WorkerKind& tcpKind() {
    static const TcpKind kind;
    return kind;
}

const WorkerKind& TcpSettings::kind() const { return tcpKind(); }

SocketOptions parseSocketOptions(const Json& j, const std::string& path, Problems& problems) {
    if (!expectObject(j, path, problems)) return {};
    ObjectReader r(j, path, problems);
    return readSocketOptions(r);
}

Json toJson(const SocketOptions& o) {
    Json j = Json::object();
    if (o.sendBuffer) j["send_buffer"] = *o.sendBuffer;
    if (o.receiveBuffer) j["receive_buffer"] = *o.receiveBuffer;
    if (!o.congestion.empty()) j["congestion"] = o.congestion;
    if (o.noDelay) j["nodelay"] = *o.noDelay;
    if (o.mss) j["mss"] = *o.mss;
    if (o.zeroCopy) j["zerocopy"] = true;
    if (o.busyPollUs) j["busy_poll_us"] = *o.busyPollUs;
    if (o.pacingMbit) j["pacing_mbit"] = *o.pacingMbit;
    return j;
}

}  // namespace iometry::model
