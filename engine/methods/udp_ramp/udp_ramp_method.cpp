#include "engine/methods/udp_ramp/udp_ramp_method.hpp"

#include "engine/kinds/udp/udp_kind.hpp"
#include "engine/methods/rate_methods.hpp"
#include "engine/methods/udp_ramp/udp_ramp_source.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

class UdpRampMethod final : public Method {
public:
    std::string name() const override { return "udp_ramp"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "UDP ramp"); }

    std::vector<MethodParam> params() const override {
        auto rate = [](const char* key, double UdpRampParams::*member, const char* help) {
            return field({.key = key, .type = Type::Number, .lo = 0, .hi = 1e6, .exclusiveLow = true,
                          .required = true, .unit = "Mbit/s", .help = help},
                         member);
        };
        return {
            rate("from_mbit", &UdpRampParams::fromMbit,
                QT_TRANSLATE_NOOP("MethodParam", "The first rate offered, in Mbit/s of UDP "
                                                 "payload")),
            rate("to_mbit", &UdpRampParams::toMbit,
                QT_TRANSLATE_NOOP("MethodParam", "The last rate offered: every rate up to it is "
                                                 "tried")),
            rate("step_mbit", &UdpRampParams::stepMbit,
                QT_TRANSLATE_NOOP("MethodParam", "Added for each next trial")),
            field({.key = "size", .type = Type::Integer, .lo = static_cast<double>(kMinDatagram),
                   .hi = static_cast<double>(kMaxDatagram), .unit = "bytes",
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "Bytes of UDP payload in every "
                                                        "datagram: every line gets this size")},
                  &UdpRampParams::size),
            trialSecondsParam(&UdpRampParams::trialS,
                QT_TRANSLATE_NOOP("MethodParam", "How long each rate is measured")),
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return UdpRampParams{}; }
    bool offersRates() const override { return true; }

    void apply(Plan& plan, Problems& problems) const override {
        const auto& p = *plan.procedure.as<UdpRampParams>();
        applyRateTrials(plan, p.trialS, p.size, problems);
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        const auto& p = *plan.procedure.as<UdpRampParams>();
        return std::make_unique<UdpRampSource>(rateKnob(plan), p.rates(), p);
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        std::string out = "procedure: udp_ramp, every udp worker offered " +
                          countText(source.plannedSteps(), "rate") + " x " +
                          countText(plan.repeats, "repeat") + ", " + formatNumber(plan.runS) +
                          " s each\n  offered Mbit/s:";
        for (double rate : plan.procedure.as<UdpRampParams>()->rates()) out += " " + formatNumber(rate);
        return out + "\n";
    }

    std::vector<ResultTable> resultTables(const Json&) const override {
        return {{"points",
                 {rateColumn("offered_mbit", QT_TRANSLATE_NOOP("ProcedureReport", "Offered (%1)"), 1),
                  rateColumn("achieved_mbit_per_s", QT_TRANSLATE_NOOP("ProcedureReport", "Achieved (%1)"), 2),
                  rateColumn("sent_mbit_per_s", QT_TRANSLATE_NOOP("ProcedureReport", "Sent (%1)"), 2),
                  {"loss_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Loss (%)"), 3},
                  {"datagrams", QT_TRANSLATE_NOOP("ProcedureReport", "Datagrams"), 0},
                  {"lost", QT_TRANSLATE_NOOP("ProcedureReport", "Lost"), 0},
                  {"jitter_us", QT_TRANSLATE_NOOP("ProcedureReport", "Jitter (µs)"), 2}}}};
    }

    std::vector<ResultFigure> resultFigures(const Json&) const override {
        ResultFigure f{QT_TRANSLATE_NOOP("ProcedureFigure", "UDP ramp: the rate that arrived against the rate offered"),
                 QT_TRANSLATE_NOOP("ProcedureFigure",
                                   "Each point is one trial. Where a curve leaves the diagonal, datagrams "
                                   "are lost; the dotted curves give the loss on the right axis."),
                 "points", "offered_mbit", article::Figure::Scale::Linear, article::Figure::Kind::Lines,
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Offered rate (%1 of payload)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Rate (%1 of payload)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Loss (%)"),
                 {{"achieved_mbit_per_s", QT_TRANSLATE_NOOP("ProcedureFigure", "Arrived")},
                  {"loss_pct", QT_TRANSLATE_NOOP("ProcedureFigure", "Loss (%)"), true, true}}};
        // What the senders managed, beside what arrived: the Report page's view of one run.
        ResultCurve sent{"sent_mbit_per_s", QT_TRANSLATE_NOOP("ProcedureFigure", "Sent")};
        sent.detail = true;
        f.curves.insert(f.curves.begin() + 1, std::move(sent));
        // What a path that loses nothing would deliver: arrived = offered.
        f.lines = {{QT_TRANSLATE_NOOP("ProcedureFigure", "Offered")}};
        f.xUnit = f.yUnit = ResultUnit::MbitPerS;
        return {std::move(f)};
    }
    std::vector<Headline> headlines(const Json& result) const override {
        return {{article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Highest rate arrived (%1)")),
                 resultNumber(result, "max_achieved_mbit_per_s"), 1, ResultUnit::MbitPerS},
                {article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "No loss up to (%1 offered)")),
                 resultNumber(result, "lossless_up_to_mbit"), 1, ResultUnit::MbitPerS}};
    }

protected:
    void checkRead(ObjectReader& r, MethodSettings& settings) const override {
        const auto& p = static_cast<const UdpRampParams&>(settings);
        if (!(p.fromMbit > 0 && p.toMbit > 0 && p.stepMbit > 0)) return;
        if (p.toMbit < p.fromMbit)
            r.problem("to_mbit", "must be at least from_mbit (" + formatNumber(p.fromMbit) + "), got " +
                                     formatNumber(p.toMbit));
        else if ((p.toMbit - p.fromMbit) / p.stepMbit >= kMaxUdpRampSteps)
            r.problem("step_mbit", "gives more than " + std::to_string(kMaxUdpRampSteps) + " rates from " +
                                       formatNumber(p.fromMbit) + " to " + formatNumber(p.toMbit));
    }
};

}  // namespace

const Method& udpRampMethod() {
    static const UdpRampMethod method;
    return method;
}

const Method& UdpRampParams::method() const { return udpRampMethod(); }

std::vector<double> UdpRampParams::rates() const {
    std::vector<double> rates;
    if (!(stepMbit > 0) || !(fromMbit > 0)) return rates;
    // Counted, not accumulated, so that 200 + 60 × 10 lands on 800 exactly.
    for (std::int64_t i = 0;; ++i) {
        const double rate = fromMbit + static_cast<double>(i) * stepMbit;
        if (rate > toMbit * (1 + 1e-12) || i >= kMaxUdpRampSteps) break;
        rates.push_back(rate);
    }
    return rates;
}

}  // namespace iometry::model
