#include "engine/methods/adapter_delay/adapter_delay_method.hpp"

#include <algorithm>

#include "engine/json/json_fields.hpp"
#include "engine/methods/adapter_delay/adapter_delay_source.hpp"
#include "engine/model/plan_parts.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

const AdapterDelayParams& paramsOf(const Plan& plan) { return *plan.procedure.as<AdapterDelayParams>(); }

class AdapterDelayMethod final : public Method {
public:
    std::string name() const override { return "adapter_delay"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Adapter delay"); }

    std::vector<MethodParam> params() const override {
        MethodParam sizes = field({.key = "sizes", .type = Type::IntegerList,
                                   .lo = static_cast<double>(kMinRequestSize),
                                   .hi = static_cast<double>(kMaxRequestSize), .unit = "bytes",
                                   .help =
                                       QT_TRANSLATE_NOOP("MethodParam", "UDP payload sizes, a "
                                                                        "ping-pong each to the "
                                                                        "peer and over loopback")},
                                  &AdapterDelayParams::sizes);
        sizes.read = [](ObjectReader& r, MethodSettings& s) {
            if (const Json* j = r.find("sizes"))
                static_cast<AdapterDelayParams&>(s).sizes =
                    parseSweepAxis(*j, SweepParam::Size, r.pathOf("sizes"), r.problems()).values;
        };
        return {
            field({.key = "header_bytes", .type = Type::Number, .lo = 0, .hi = 1000, .unit = "bytes",
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Bytes below the payload: 28 for UDP "
                                                        "over IPv4 (8 + 20), 48 over IPv6")},
                  &AdapterDelayParams::headerBytes),
            field({.key = "link_mbps", .type = Type::Number, .lo = 0, .hi = 1e6, .exclusiveLow = true,
                   .unit = "Mbit/s", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "The link's speed: the time the frame's "
                                                        "bits take on the wire is taken off the "
                                                        "delay")},
                  &AdapterDelayParams::linkMbps, true),
            sizes,
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return AdapterDelayParams{}; }

    void apply(Plan& plan, Problems& problems) const override {
        const WorkerDef* w = plan.workers.size() == 1 ? &plan.workers.front() : nullptr;
        const AccessSpec* spec = w ? plan.findSpec(w->spec) : nullptr;
        const bool pingPong = spec && !spec->lines.empty() &&
                              std::all_of(spec->lines.begin(), spec->lines.end(), [](const AccessLine& l) {
                                  return l.reply > 0 && l.read == 0;
                              });
        if (!w || !w->kind() || !w->kind()->countsDatagrams() || !pingPong)
            problems.push_back({"procedure.kind", "adapter_delay times a UDP ping-pong to the peer "
                                                  "and over loopback: the plan needs exactly one "
                                                  "udp worker whose spec has a reply and read 0 on "
                                                  "every line"});
    }

    std::vector<ParamUse> uses(const Plan& plan) const override {
        const auto& p = paramsOf(plan);
        return {{SweepParam::Size, p.sizes.empty() ? defaultDelaySizes() : p.sizes, "procedure.sizes",
                 "an adapter delay"}};
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        return std::make_unique<AdapterDelaySource>(plan);
    }

    /**
     * Without link_mbps, the speed of the interface that holds the worker's address, as its
     * dynamo reported it (/sys/class/net/IF/speed); virtual and down links report none.
     */
    std::string prepareRun(Plan& plan, const RunFacts& facts) const override {
        auto& p = *plan.procedure.as<AdapterDelayParams>();
        if (p.linkMbps > 0) return {};
        const WorkerDef& w = plan.workers.front();
        const std::string bind = w.ends() ? w.ends()->bind : std::string();
        std::string why = "no interface of dynamo " + w.dynamo + " holds " + bind;
        if (const nlohmann::json i = facts.interfaceHolding(w.dynamo, bind); i.is_object()) {
            const std::string name = model::stringAt(i, "name", "?");
            const double speed = model::numberAt(i, "speed_mbit", -1.0);
            if (speed > 0) {
                p.linkMbps = speed;
                p.linkMbpsFrom = "interface " + name + " of dynamo " + w.dynamo;
                return {};
            }
            why = "interface " + name + " (" + bind + ") of dynamo " + w.dynamo +
                  " reports no speed (a virtual or down link)";
        }
        return "adapter_delay needs the link's speed: " + why + "; give it as procedure.link_mbps";
    }

    void describe(const Plan& plan, Json& bench) const override {
        // The link speed the arithmetic uses, and where it came from.
        const auto& p = paramsOf(plan);
        bench["link_mbps"] = {{"value", p.linkMbps},
                              {"from", p.linkMbpsFrom.empty() ? std::string("plan") : p.linkMbpsFrom}};
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        const auto& p = paramsOf(plan);
        const long long bound = source.plannedSteps();
        std::string out = "procedure: adapter_delay, a UDP ping-pong to the peer and over loopback for " +
                          countText(bound / 2, "size") + " (" + countText(bound, "step") + " x " +
                          countText(plan.repeats, "repeat") + ") on ";
        if (p.linkMbps > 0) out += "a " + formatNumber(p.linkMbps) + " Mbit/s link";
        else out += "a link at the speed its interface reports (read when the dynamo connects)";
        return out + ", " + formatNumber(p.headerBytes) + " header bytes\n";
    }

    std::vector<ResultTable> resultTables(const Json&) const override {
        // The fit when there is one, else the raw round trips.
        return {{"fit.sizes",
                 {{"L", QT_TRANSLATE_NOOP("ProcedureReport", "L (bytes)"), 0},
                  {"Lp", QT_TRANSLATE_NOOP("ProcedureReport", "Lp (bytes)"), 0},
                  {"Lf", QT_TRANSLATE_NOOP("ProcedureReport", "Lf (bytes)"), 0},
                  {"Tf_ns", QT_TRANSLATE_NOOP("ProcedureReport", "Tf (ns)"), 0},
                  {"rtt_peer_ns", QT_TRANSLATE_NOOP("ProcedureReport", "RTT peer (ns)"), 0},
                  {"rtt_loopback_ns", QT_TRANSLATE_NOOP("ProcedureReport", "RTT loopback (ns)"), 0},
                  {"delay_ns", QT_TRANSLATE_NOOP("ProcedureReport", "Delay (ns)"), 0},
                  {"residual_ns", QT_TRANSLATE_NOOP("ProcedureReport", "Residual (ns)"), 0},
                  {"rtt_model_ns", QT_TRANSLATE_NOOP("ProcedureReport", "Model RTT (ns)"), 0}}},
                {"points",
                 {{"size", QT_TRANSLATE_NOOP("ProcedureReport", "L (bytes)"), 0},
                  {"rtt_peer_ns", QT_TRANSLATE_NOOP("ProcedureReport", "RTT peer (ns)"), 0},
                  {"rtt_loopback_ns", QT_TRANSLATE_NOOP("ProcedureReport", "RTT loopback (ns)"), 0}}}};
    }

    std::vector<ResultFigure> resultFigures(const Json&) const override {
        ResultFigure delay{QT_TRANSLATE_NOOP("ProcedureFigure", "Adapter delay against frame size"),
                           QT_TRANSLATE_NOOP("ProcedureFigure",
                                             "Half of the round trip to the peer less the round trip over "
                                             "loopback and the wire time of both frames: the time the "
                                             "adapters add; the straight line is the fitted model."),
                           "fit.sizes", "Lp", article::Figure::Scale::Linear, article::Figure::Kind::Lines,
                           QT_TRANSLATE_NOOP("ProcedureFigure", "Lp: payload + headers (bytes)"),
                           QT_TRANSLATE_NOOP("ProcedureFigure", "Delay (ns)"), nullptr,
                           {{"delay_ns"}}};
        delay.lines = {{QT_TRANSLATE_NOOP("ProcedureFigure", "fit: delay = %1 ns/byte · Lp + %2 ns"), "fit",
                        "A_ns_per_byte", "B_ns"}};
        return {std::move(delay),
                {QT_TRANSLATE_NOOP("ProcedureFigure", "Round trips to the peer and over loopback"),
                 QT_TRANSLATE_NOOP("ProcedureFigure",
                                   "The mean round trip of each size; dotted: over loopback on the same host."),
                 "points", "size", article::Figure::Scale::Linear, article::Figure::Kind::Lines,
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Payload L (bytes)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Round trip (ns)"), nullptr,
                 {{"rtt_peer_ns", QT_TRANSLATE_NOOP("ProcedureFigure", "to the peer")},
                  {"rtt_loopback_ns", QT_TRANSLATE_NOOP("ProcedureFigure", "over loopback"), false, true}}}};
    }
    std::vector<Headline> headlines(const Json& result) const override {
        const auto fit = result.find("fit");
        if (fit == result.end() || !fit->is_object()) return {};
        return {{article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Adapter delay at zero length, B (ns)")),
                 resultNumber(*fit, "B_ns"), 0},
                {article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Adapter delay per byte, A (ns/byte)")),
                 resultNumber(*fit, "A_ns_per_byte"), 3},
                {article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Largest model error (% of the round trip)")),
                 100 * resultNumber(*fit, "max_relative_error"), 1}};
    }
};

}  // namespace

const Method& adapterDelayMethod() {
    static const AdapterDelayMethod method;
    return method;
}

const Method& AdapterDelayParams::method() const { return adapterDelayMethod(); }

}  // namespace iometry::model
