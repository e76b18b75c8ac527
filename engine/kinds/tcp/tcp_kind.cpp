#include "engine/kinds/tcp/tcp_kind.hpp"

#include <algorithm>
#include <cctype>

#include "engine/kinds/pair_kind.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

using Type = KindParam::Type;

/** A socket control of @p at(settings.socket); null when unset (the kernel's default). */
template <typename At>
KindParam control(KindParam p, At at) {
    p.nullable = true;
    return bindAt<KindSettings, TcpSettings>(
        std::move(p), [at](auto& s) -> auto& { return at(s.socket); }, true);
}

/** The socket controls (docs/plan-format.md, "Socket controls"), keys of `socket`. */
std::vector<KindParam> socketParams() {
    // Linux caps what a socket may ask for at 2^31 - 1 bytes; 4 KiB is less than it grants.
    KindParam congestion =
        control({.key = "socket.congestion", .type = Type::Text,
                 .help = QT_TRANSLATE_NOOP("KindSetting", "TCP_CONGESTION: the congestion control both ends use")},
                [](auto& o) -> auto& { return o.congestion; });
    congestion.nullable = false;
    KindParam zeroCopy =
        control({.key = "socket.zerocopy", .type = Type::Boolean,
                 .help = QT_TRANSLATE_NOOP("KindSetting", "SO_ZEROCOPY: send without copying the payload into the kernel")},
                [](auto& o) -> auto& { return o.zeroCopy; });
    zeroCopy.nullable = false;  // a flag, never unset
    congestion.read = [](ObjectReader& r, KindSettings& settings) {
        std::string& name = static_cast<TcpSettings&>(settings).socket.congestion;
        r.string("congestion", name, false);
        if (!name.empty() &&
            (name.size() > 15 || !std::all_of(name.begin(), name.end(), [](char c) {
                 return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
             })))
            r.problem("congestion", "must be the name of a congestion control algorithm (at most 15 "
                                    "letters, digits, _ or -), got \"" + name + "\"");
    };
    return {
        control({.key = "socket.send_buffer", .type = Type::Integer, .lo = 4096, .hi = 2147483647,
                 .unit = "bytes",
                 .help = QT_TRANSLATE_NOOP("KindSetting", "SO_SNDBUF: bytes asked for the send buffer of each connection")},
                [](auto& o) -> auto& { return o.sendBuffer; }),
        control({.key = "socket.receive_buffer", .type = Type::Integer, .lo = 4096, .hi = 2147483647,
                 .unit = "bytes",
                 .help = QT_TRANSLATE_NOOP("KindSetting", "SO_RCVBUF: bytes asked for the receive buffer of each connection")},
                [](auto& o) -> auto& { return o.receiveBuffer; }),
        congestion,
        control({.key = "socket.nodelay", .type = Type::Boolean,
                 .help = QT_TRANSLATE_NOOP("KindSetting", "TCP_NODELAY: send each request at once instead of gathering small segments")},
                [](auto& o) -> auto& { return o.noDelay; }),
        // The kernel's bounds for TCP_MAXSEG.
        control({.key = "socket.mss", .type = Type::Integer, .lo = 88, .hi = 65495, .unit = "bytes",
                 .help = QT_TRANSLATE_NOOP("KindSetting", "TCP_MAXSEG: the largest segment to send and to announce")},
                [](auto& o) -> auto& { return o.mss; }),
        zeroCopy,
        control({.key = "socket.busy_poll_us", .type = Type::Integer, .lo = 0, .hi = 1000000, .unit = "µs",
                 .help = QT_TRANSLATE_NOOP("KindSetting", "SO_BUSY_POLL: how long a receive busy-polls the device before it sleeps")},
                [](auto& o) -> auto& { return o.busyPollUs; }),
        control({.key = "socket.pacing_mbit", .type = Type::Number, .lo = 0, .hi = 1e6, .exclusiveLow = true,
                 .unit = "Mbit/s",
                 .help = QT_TRANSLATE_NOOP("KindSetting", "SO_MAX_PACING_RATE: the most each connection sends, on the wire")},
                [](auto& o) -> auto& { return o.pacingMbit; }),
    };
}

class TcpKind final : public PairKind {
public:
    std::string name() const override { return "tcp"; }
    article::Text articleText(const WorkerDef& worker) const override {
        return pairText(article::text(QT_TRANSLATE_NOOP("Article", "a TCP connection between %1 and %2")), worker);
    }
    PolyValue<KindSettings> makeSettings() const override { return TcpSettings{}; }
    std::vector<KindParam> ownParams() const override { return socketParams(); }

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
        Json own = Json::object();
        write(*worker.settings, own);
        entry["socket_asked"] = own.contains("socket") ? own["socket"] : Json::object();
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

}  // namespace iometry::model
