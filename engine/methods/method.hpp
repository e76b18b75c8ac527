#pragma once
/**
 * @file
 * @brief A method (a plan's procedure), described once beside its step source
 *        (docs/architecture.md, "Worker kinds and methods"): its parameters (type, range,
 *        default, unit, one-line help), which the reader, the writer, `--check` and the
 *        wizards all take from the one table; its checks of the plan; the step source that
 *        runs it; what it adds to `configure` and bench.json; how it reads in `--check`;
 *        and the tables of its procedure.json. Each method fills in a Method and
 *        registers it; the plan reader, the Session and the clients ask the registry and
 *        never name a method.
 *
 * A new method is a folder under engine/methods/ and one line in builtin_methods.cpp.
 */

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/document/document.hpp"
#include "engine/document/text.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"
#include "engine/model/setting.hpp"

/*
 * The words of a method the workbench shows are English here and translated there: its
 * tables' headers in the context "ProcedureReport", its parameters' help in "MethodParam"
 * (the wizards' explanations, gui/wizards/method_fields.hpp). lupdate reads the marker
 * (engine/model/setting.hpp) in the engine's method sources too (gui/CMakeLists.txt).
 */

namespace iometry::model {

class StepSource;

/** @brief One key of a method's `procedure` object: a setting of its settings table. */
using MethodParam = SettingOf<MethodSettings>;

/** @brief @p p with get and set bound to @p member of the method's settings type @p S (bindField). */
template <typename S, typename T>
    requires std::derived_from<S, MethodSettings>
MethodParam field(MethodParam p, T S::*member, bool omitZero = false) {
    return bindField<MethodSettings>(std::move(p), member, omitZero);
}

/** @brief What a method may ask of the connected dynamos before the first step. */
struct RunFacts {
    /** The interface (as a hello lists it) of @p dynamo that holds @p address; null if none. */
    std::function<nlohmann::json(const std::string& dynamo, const std::string& address)> interfaceHolding;
};

/**
 * @brief The unit a number of a method's result is recorded in, when a reader shows it in
 *        a unit of its own choosing (docs/report.md, "Units"). A rate in Mbit/s reads in the
 *        article's throughput unit (article::RateUnit: Mbit/s, or Gbit/s once the article's
 *        largest value reaches 10 Gbit/s), on the Report page in its result's. Its header
 *        or axis label holds `%1` where the unit's name goes ("Offered (%1)"); a headline's
 *        label gets the unit as its last argument.
 */
enum class ResultUnit {
    None,      ///< shown as recorded
    MbitPerS,  ///< a rate in Mbit/s
};

/** @brief One column of a table of a method's procedure.json (docs/report.md, "Tables as data"). */
struct ResultColumn {
    std::string key;     ///< the column's name in files (the CSV header), in the unit recorded
    /** English, with the unit: "Loss (%)", or `%1` for a `unit`'s name ("Offered (%1)"); the
     *  workbench translates it. */
    std::string header;
    int decimals = 0;    ///< shown with this many decimals (a rate in another unit: that unit's)
    std::string field = {};  ///< the field of each row it shows; key when empty
    bool count = false;      ///< the field is an array: the column is how many it holds
    bool bytes = false;      ///< a size in bytes: shown as sizes are ("16 KiB")
    ResultUnit unit = ResultUnit::None;  ///< a rate: shown in the reader's unit
};

/** @brief A rate column: @p key's field in Mbit/s, headed @p header ("Offered (%1)"). */
inline ResultColumn rateColumn(std::string key, std::string header, int decimals) {
    return {.key = std::move(key), .header = std::move(header), .decimals = decimals, .unit = ResultUnit::MbitPerS};
}

/** @brief A table of procedure.json: rows at a path, a column per field. */
struct ResultTable {
    std::string rows;  ///< where the rows are: "points", "fit.sizes" (objects by dots)
    std::vector<ResultColumn> columns;
};

/**
 * @brief A curve of a method's figure in the article: a field of each row of its result.
 *        A figure of one curve names none; a figure of several names each (the series are
 *        then the device's curves, told apart by dash pattern).
 */
struct ResultCurve {
    std::string field;
    const char* label = nullptr;  ///< QT_TRANSLATE_NOOP("ProcedureFigure", …); null for the only one
    bool rightAxis = false;
    bool secondary = false;  ///< thin and dotted, a quantity beside the main one
    /** Its own rows (a fine sweep's drop-outs, a ramp's knee: an object is one row); empty:
     *  the figure's. */
    std::string rows = {};
    bool marks = false;   ///< its points circled, no line: rows singled out of the curve beside it
    bool detail = false;  ///< drawn on the Report page only (one run's every quantity), not in articles
    /** Words a point carries when its row's `field` is `equals` ("(sender-limited)"). */
    struct Note {
        std::string field;
        std::string equals;
        const char* words = nullptr;  ///< QT_TRANSLATE_NOOP("ProcedureFigure", …)
    };
    std::vector<Note> notes = {};
};

/**
 * @brief A straight line of a figure, y = slope · x + intercept across its x axis, drawn
 *        under the curves: the diagonal a lossless path would follow, a fitted model.
 */
struct ResultLine {
    /** QT_TRANSLATE_NOOP("ProcedureFigure", …); with fields, %1 is the slope, %2 the intercept. */
    const char* label = nullptr;
    /** The object of each device's result holding the fields ("fit"): one line per device
     *  in its colour. Empty: the constants, one line for every device. */
    std::string object = {};
    std::string slopeField = {};
    std::string interceptField = {};
    double slope = 1;
    double intercept = 0;
    int slopeDecimals = 3;
    int interceptDecimals = 0;
};

/**
 * @brief A figure of a method's result that compares devices (docs/report.md, "The
 *        article"): every device's result drawn into one figure, one colour per device.
 *        Its words are QT_TRANSLATE_NOOP("ProcedureFigure", …).
 */
struct ResultFigure {
    const char* title = nullptr;
    const char* caption = nullptr;  ///< what it shows and how to read it
    std::string rows;               ///< where the rows are, as ResultTable::rows
    std::string x;                  ///< the field on the x axis
    article::Figure::Scale scale = article::Figure::Scale::Linear;
    article::Figure::Kind kind = article::Figure::Kind::Lines;
    const char* xLabel = nullptr;
    const char* yLabel = nullptr;
    const char* y2Label = nullptr;  ///< the right axis (curves with rightAxis), or null
    std::vector<ResultCurve> curves;
    std::vector<ResultLine> lines = {};
    article::Figure::Scale yScale = article::Figure::Scale::Linear;  ///< Linear or Log10
    /**
     * A distribution: one step curve per row of `rows`, its points the [x, y] pairs in the
     * row's field `pairs`, named by the row's field `seriesBy` (a size). `x` and the one
     * curve's field name the pair's two values in files. Empty: a curve per ResultCurve.
     */
    std::string pairs = {};
    std::string seriesBy = {};
    /** False: a view of the Report page only (a distribution per size), not compared in the
     *  article. */
    bool inArticle = true;
    /** What the x axis, the left and the right axis measure: a rate is drawn in the reader's
     *  unit, every curve on its axis, the label's `%1` its name. */
    ResultUnit xUnit = ResultUnit::None;
    ResultUnit yUnit = ResultUnit::None;
    ResultUnit y2Unit = ResultUnit::None;
};

/** @brief A method's answer in one number, for the article's summary table. */
struct Headline {
    /** With its unit: "Zero-loss rate at 64 B (% of line rate)"; a rate's unit is its last
     *  argument, which the reader gives ("Highest rate arrived (%1)"). */
    article::Text label;
    double value = 0;
    int decimals = 0;  ///< a rate in another unit: that unit's
    ResultUnit unit = ResultUnit::None;
};

class Method {
public:
    using Json = nlohmann::ordered_json;

    virtual ~Method() = default;

    /** `kind` of the plan's procedure object; procedure.json's "procedure". */
    virtual std::string name() const = 0;
    /** The method as the reviews name it: QT_TRANSLATE_NOOP("MethodTitle", …), English; the
     *  workbench and the article translate it. */
    virtual std::string title() const = 0;
    /** Its keys, in the order the writer writes them. */
    virtual std::vector<MethodParam> params() const = 0;
    /** Settings with every key at its default (the sweep's: none). */
    virtual PolyValue<MethodSettings> makeSettings() const = 0;
    /** False for the plain sweep, whose steps the plan's `sweep` axes give. */
    virtual bool choosesSteps() const { return true; }

    /** Reads a procedure object's keys (not `kind`) into @p settings, every problem at its path. */
    void read(ObjectReader& reader, MethodSettings& settings) const;
    /** The procedure object, `kind` first, then every key that is set. */
    Json write(const MethodSettings& settings) const;
    /**
     * The problems read() would find in @p settings of a plan in memory, at @p path
     * (`procedure`); @p valid (new settings) gets what read() would have read.
     */
    void check(const MethodSettings& settings, const std::string& path, Problems& problems,
               MethodSettings& valid) const;

    /**
     * After the whole plan is read: what the method writes into it (the trial time as
     * run_s, the sizes into the lines) and its checks of the plan (the workers it needs).
     */
    virtual void apply(Plan& plan, Problems& problems) const {
        (void)plan;
        (void)problems;
    }
    /** The values it sets beside the sweep axes, for the kinds' checks. */
    virtual std::vector<ParamUse> uses(const Plan& plan) const {
        (void)plan;
        return {};
    }
    /** True when it offers rates to the workers that take one (a udp ramp, a rate search). */
    virtual bool offersRates() const { return false; }
    /** The source of its steps. */
    virtual std::unique_ptr<StepSource> makeSource(const Plan& plan) const = 0;
    /** What it adds to each holder's `configure` entry (docs/protocol.md). */
    virtual void configure(const Plan& plan, nlohmann::json& entry) const {
        (void)plan;
        (void)entry;
    }
    /**
     * Before the first step, once every dynamo has said hello: what it must learn of the
     * hosts (a link's speed) goes into @p plan. An error in words stops the run before any
     * traffic; empty when all is well.
     */
    virtual std::string prepareRun(Plan& plan, const RunFacts& facts) const {
        (void)plan;
        (void)facts;
        return {};
    }
    /** What it adds to bench.json. */
    virtual void describe(const Plan& plan, Json& bench) const {
        (void)plan;
        (void)bench;
    }
    /**
     * The lines `--check` prints of it: "procedure: …" and what it will try. @p source is
     * the plan's, not yet run.
     */
    virtual std::string checkText(const Plan& plan, const StepSource& source) const = 0;
    /**
     * The table of a procedure.json @p result it wrote: the first of its tables whose rows
     * @p result holds (an adapter-delay fit, else its raw points); none for a plain sweep.
     * Its headers may follow what the result says (a ramp's knob and metric).
     */
    virtual std::vector<ResultTable> resultTables(const Json& result) const {
        (void)result;
        return {};
    }
    /** The figures of a result @p result that compare devices in the article. */
    virtual std::vector<ResultFigure> resultFigures(const Json& result) const {
        (void)result;
        return {};
    }
    /** The numbers of @p result the article's summary table gives per device. */
    virtual std::vector<Headline> headlines(const Json& result) const {
        (void)result;
        return {};
    }
    /**
     * The article's sentences on what the method did with @p plan (what it varied, what it
     * looked for); by default its parameters' help with their values.
     */
    virtual article::Text paragraph(const Plan& plan) const;

protected:
    /** Cross-key checks after every key is read (to ≥ from, …). */
    virtual void checkRead(ObjectReader& reader, MethodSettings& settings) const {
        (void)reader;
        (void)settings;
    }
};

/** @brief The methods the engine knows, by name, in the order they were added. */
class MethodRegistry {
public:
    /** The registry of the built-in methods (builtin_methods.cpp), to which tests may add. */
    static MethodRegistry& instance();

    /** Adds @p method (which must outlive the registry), replacing one of the same name. */
    void add(const Method& method);
    const Method* find(std::string_view name) const;
    const std::vector<const Method*>& all() const { return m_methods; }
    /** "sweep, ramp, …, adapter_delay or latency": every name, for messages. */
    std::string names() const;

private:
    std::vector<const Method*> m_methods;
};

inline const MethodRegistry& methods() { return MethodRegistry::instance(); }

/** @brief Adds the methods built into the engine (engine/methods/builtin_methods.cpp). */
void addBuiltInMethods(MethodRegistry& registry);

/** @brief The plain sweep's descriptor: the method of a plan without a procedure. */
const Method& sweepMethod();

/** @brief "3 steps", "1 repeat": @p n and @p word, plural when n is not 1. */
std::string countText(long long n, const char* word);

/**
 * @brief Seconds the estimate adds to every step run beyond ramp_s + run_s: configuring the
 *        workers, connecting the pairs, stopping and collecting (measured on loopback well
 *        under this; documented in docs/plan-format.md).
 */
inline constexpr double kStepOverheadS = 1.0;

/** @brief What a plan will run and how long it takes (`--check`, the wizards, Test Setup). */
struct RunEstimate {
    long long steps = 0;       ///< the steps its source yields; for an adaptive method a bound
    bool exact = true;         ///< steps is exact (a sweep, a ramp of rates, …)
    long long usualSteps = 0;  ///< the steps when no trial runs again (StepSource::usualSteps)
    long long stepRuns = 0;    ///< steps × repeats
    double stepS = 0;          ///< ramp_s + run_s of one step run, as the method runs it, and 2 × idle_s with probes
    double seconds = 0;        ///< stepRuns × (stepS + kStepOverheadS per part of a step)
};

/** @brief The source a plan asks for (a sweep unless the plan names a procedure); its
 *  steps are the load's, without the plan's probes (engine/model/probes.hpp). */
std::unique_ptr<StepSource> makeStepSource(const Plan& plan);

/** @brief The estimate of a plan that passed validation (its method's step source counts). */
RunEstimate estimateRun(const Plan& plan);

/** @brief What a result holds at @p path ("fit", "fit.sizes": objects by dots), or null. */
const nlohmann::ordered_json* resultAt(const nlohmann::ordered_json& result, const std::string& path);

/**
 * @brief The rows of a result at @p path ("points", "fit.sizes": objects by dots), or null
 *        when @p result holds no array there.
 */
const nlohmann::ordered_json* resultRows(const nlohmann::ordered_json& result, const std::string& path);

/** @brief The number in @p row's @p field, or NaN when it holds none (null, absent). */
double resultNumber(const nlohmann::ordered_json& row, const std::string& field);

}  // namespace iometry::model
