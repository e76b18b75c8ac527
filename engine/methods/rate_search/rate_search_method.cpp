#include "engine/methods/rate_search/rate_search_method.hpp"

#include <cmath>
#include <string>

#include "engine/methods/rate_methods.hpp"
#include "engine/methods/rate_search/rate_search_source.hpp"

namespace iometry::model {
namespace {

// The words its "limited_by" column holds, which a table shows translated.
[[maybe_unused]] const char* const kLimitedByWords[] = {QT_TRANSLATE_NOOP("ProcedureReport", "sender"),
                                                       QT_TRANSLATE_NOOP("ProcedureReport", "loss")};

using Json = nlohmann::ordered_json;
using Type = MethodParam::Type;

constexpr std::size_t kMaxFrames = 64;

class RateSearchMethod final : public Method {
public:
    std::string name() const override { return "rate_search"; }
    std::string title() const override { return QT_TRANSLATE_NOOP("MethodTitle", "Zero-loss rate per frame size"); }

    std::vector<MethodParam> params() const override {
        MethodParam frames = field({.key = "frame_sizes", .type = Type::IntegerList,
                                    .lo = static_cast<double>(kMinFrame), .hi = static_cast<double>(kMaxFrame),
                                    .required = true, .unit = "bytes",
                                    .help =
                                        QT_TRANSLATE_NOOP("MethodParam", "Ethernet frame sizes, "
                                                                         "FCS included: one "
                                                                         "search each")},
                                   &RateSearchParams::frameSizes);
        frames.read = [](ObjectReader& r, MethodSettings& s) {
            const Json* sizes = r.requireArray("frame_sizes", true);
            if (!sizes) return;
            if (sizes->size() > kMaxFrames)
                r.problem("frame_sizes", "must have at most " + std::to_string(kMaxFrames) +
                                             " sizes, got " + std::to_string(sizes->size()));
            auto& p = static_cast<RateSearchParams&>(s);
            for (std::size_t i = 0; i < sizes->size() && i < kMaxFrames; ++i) {
                const Json& v = (*sizes)[i];
                if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < kMinFrame ||
                    v.get<double>() > kMaxFrame) {
                    r.problems().push_back({indexPath(r.pathOf("frame_sizes"), i),
                                            "must be an Ethernet frame size in bytes, an integer " +
                                                rangeText(kMinFrame, kMaxFrame) + ", got " + shortValue(v)});
                    continue;
                }
                p.frameSizes.push_back(v.get<std::int64_t>());
            }
        };
        return {
            frames,
            field({.key = "link_mbit", .type = Type::Number, .lo = 0, .hi = 1e6, .exclusiveLow = true,
                   .required = true, .unit = "Mbit/s", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "The line rate the search's percentages "
                                                        "refer to")},
                  &RateSearchParams::linkMbit),
            field({.key = "loss_tolerance_pct", .type = Type::Number, .lo = 0, .hi = 100, .unit = "%",
                   .help =
                       QT_TRANSLATE_NOOP("MethodParam", "A trial passes with at most this loss")},
                  &RateSearchParams::lossTolerancePct),
            field({.key = "resolution_pct", .type = Type::Number, .lo = 0, .hi = 25, .exclusiveLow = true,
                   .unit = "%", .help =
                       QT_TRANSLATE_NOOP("MethodParam", "The search stops this close to the "
                                                        "answer, in % of line rate")},
                  &RateSearchParams::resolutionPct),
            field({.key = "verify", .type = Type::Boolean, .help =
                QT_TRANSLATE_NOOP("MethodParam", "The rate found runs once more to confirm it")},
                  &RateSearchParams::verify),
            trialSecondsParam(&RateSearchParams::trialS,
                QT_TRANSLATE_NOOP("MethodParam", "How long each trial offers its rate")),
        };
    }

    PolyValue<MethodSettings> makeSettings() const override { return RateSearchParams{}; }
    bool offersRates() const override { return true; }

    void apply(Plan& plan, Problems& problems) const override {
        applyRateTrials(plan, plan.procedure.as<RateSearchParams>()->trialS, std::nullopt, problems);
    }

    std::unique_ptr<StepSource> makeSource(const Plan& plan) const override {
        return std::make_unique<RateSearchSource>(plan);
    }

    std::string checkText(const Plan& plan, const StepSource& source) const override {
        const auto& p = *plan.procedure.as<RateSearchParams>();
        std::string out = "procedure: rate_search (adaptive: a binary search per frame size), usually " +
                          countText(source.usualSteps(), "trial") + ", at most " +
                          countText(source.plannedSteps(), "trial") +
                          " (a trial whose sender fell short runs again) x " +
                          countText(plan.repeats, "repeat") + ", " + formatNumber(plan.runS) +
                          " s each\n  frame sizes:";
        for (std::int64_t f : p.frameSizes) out += " " + std::to_string(f);
        out += " B on a " + formatNumber(p.linkMbit) + " Mbit/s link; loss at most " +
               formatNumber(p.lossTolerancePct) + " %, to " + formatNumber(p.resolutionPct) +
               " % of line rate" + (p.verify ? ", the rate found verified once more" : "");
        return out + "\n";
    }

    std::vector<ResultTable> resultTables(const Json&) const override {
        return {{"frames",
                 {{"frame_size", QT_TRANSLATE_NOOP("ProcedureReport", "Frame (bytes)"), 0},
                  {"payload", QT_TRANSLATE_NOOP("ProcedureReport", "Payload (bytes)"), 0},
                  {"rate_pps", QT_TRANSLATE_NOOP("ProcedureReport", "Rate (frames/s)"), 0},
                  rateColumn("rate_mbit_per_s", QT_TRANSLATE_NOOP("ProcedureReport", "Rate (%1)"), 2),
                  {"line_rate_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Line rate (%)"), 2},
                  {"loss_pct", QT_TRANSLATE_NOOP("ProcedureReport", "Loss (%)"), 3},
                  {"verified", QT_TRANSLATE_NOOP("ProcedureReport", "Verified"), 0},
                  {"limited_by", QT_TRANSLATE_NOOP("ProcedureReport", "Limited by"), 0},
                  {"trials", QT_TRANSLATE_NOOP("ProcedureReport", "Trials"), 0, "trials", true}}}};
    }

    std::vector<ResultFigure> resultFigures(const Json&) const override {
        // A rate the tester could not offer is the tester's limit, not the path's.
        static const ResultCurve::Note kSenderLimited{"limited_by", "sender",
                                                      QT_TRANSLATE_NOOP("ProcedureFigure", "(sender-limited)")};
        return {{QT_TRANSLATE_NOOP("ProcedureFigure", "Zero-loss rate per frame size"),
                 QT_TRANSLATE_NOOP("ProcedureFigure",
                                   "The highest rate at which no frame was lost, in % of the line rate, "
                                   "for each frame size of RFC 2544; no bar: no rate passed."),
                 "frames", "frame_size", article::Figure::Scale::Categories, article::Figure::Kind::Bars,
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Frame size (bytes, FCS included)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Zero-loss rate (% of line rate)"),
                 nullptr,
                 {{"line_rate_pct", nullptr, false, false, {}, false, false, {kSenderLimited}}}},
                {QT_TRANSLATE_NOOP("ProcedureFigure", "Zero-loss packet rate per frame size"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "The same rates in frames per second."),
                 "frames", "frame_size", article::Figure::Scale::Categories, article::Figure::Kind::Bars,
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Frame size (bytes, FCS included)"),
                 QT_TRANSLATE_NOOP("ProcedureFigure", "Zero-loss rate (frames/s)"),
                 nullptr,
                 {{"rate_pps", nullptr, false, false, {}, false, false, {kSenderLimited}}}}};
    }
    std::vector<Headline> headlines(const Json& result) const override {
        // A frame size is a name, as on the figure's axis: "1518-byte", never "1,518-byte".
        const auto frameLabel = [](const Json& row) {
            return std::to_string(std::llround(resultNumber(row, "frame_size")));
        };
        // The smallest frame is the hardest test, the largest the easiest: both, as reviews print.
        std::vector<Headline> out;
        const Json* frames = resultRows(result, "frames");
        if (!frames || frames->empty()) return out;
        const Json& first = frames->front();
        const Json& last = frames->back();
        out.push_back({article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Zero-loss rate at %1-byte frames (frames/s)"))
                           .arg(frameLabel(first)),
                       resultNumber(first, "rate_pps"), 0});
        out.push_back({article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Zero-loss rate at %1-byte frames (% of line rate)"))
                           .arg(frameLabel(first)),
                       resultNumber(first, "line_rate_pct"), 1});
        if (frames->size() > 1)
            out.push_back({article::text("ProcedureReport", QT_TRANSLATE_NOOP("ProcedureReport", "Zero-loss rate at %1-byte frames (% of line rate)"))
                               .arg(frameLabel(last)),
                           resultNumber(last, "line_rate_pct"), 1});
        return out;
    }
};

}  // namespace

const Method& rateSearchMethod() {
    static const RateSearchMethod method;
    return method;
}

const Method& RateSearchParams::method() const { return rateSearchMethod(); }

}  // namespace iometry::model
