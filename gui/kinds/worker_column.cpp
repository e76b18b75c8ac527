#include "gui/kinds/worker_column.hpp"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/plan/plan_keys.hpp"
#include "gui/models/worker_model.hpp"
#include "gui/wizards/method_fields.hpp"

namespace iometry::gui {

using Json = nlohmann::ordered_json;

// --- an edit ------------------------------------------------------------------------------

const Json& CellEdit::rawNumber() {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong:
    case QMetaType::UShort:
        return raw = value.toLongLong();
    default:
        break;
    }
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    if (ok) return raw = n;
    const double d = text.toDouble(&ok);
    if (ok && std::isfinite(d)) {
        if (std::floor(d) == d && std::abs(d) < 9e15) return raw = static_cast<std::int64_t>(d);
        return raw = d;
    }
    return raw = text.toStdString();
}

std::optional<std::int64_t> CellEdit::wholeNumber(const Json& j) {
    if (!j.is_number_integer()) return std::nullopt;
    const auto v = j.get<std::int64_t>();
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
        return std::nullopt;
    return v;
}

std::optional<bool> CellEdit::yesNo() const {
    const QString lower = text.toLower();
    if (lower == QLatin1String("true") || lower == QLatin1String("yes") ||
        lower == QLatin1String("1") || text == WorkerText::tr("yes"))
        return true;
    if (lower == QLatin1String("false") || lower == QLatin1String("no") ||
        lower == QLatin1String("0") || text == WorkerText::tr("no"))
        return false;
    return std::nullopt;
}

bool CellEdit::isDefault() const {
    return text.isEmpty() || text.compare(QLatin1String("default"), Qt::CaseInsensitive) == 0 ||
           text == WorkerText::tr("default");
}

void CellEdit::useDynamo(const std::string& name) const {
    if (name.empty() || plan.findDynamo(name)) return;
    const auto it = table.dynamos().constFind(QString::fromStdString(name));
    plan.dynamos.push_back({name, it != table.dynamos().constEnd() && it->spawned});
}

void CellEdit::optionalNumber(std::optional<double>& out) {
    if (text.isEmpty()) return out.reset();
    if (rawNumber().is_number()) out = raw.get<double>();
}

void CellEdit::optionalBoolean(std::optional<bool>& out) {
    if (isDefault()) return out.reset();
    if (const std::optional<bool> on = yesNo()) out = *on;
    else raw = utf8();  // the validator says what it wants: true or false
}

void CellEdit::boolean(bool& out) {
    if (const std::optional<bool> on = yesNo()) out = *on;
    else raw = utf8();
}

void CellEdit::cpu(std::optional<int>& out) {
    if (text.isEmpty() || text == WorkerText::tr("any")) return out.reset();
    if (const auto n = wholeNumber(rawNumber())) out = static_cast<int>(*n);
}

// --- helpers of columns ----------------------------------------------------------------------

std::optional<std::uint64_t> parseByteCount(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral(R"(^(\d+)\s*(B|K|KB|KiB|M|MB|MiB|G|GB|GiB|T|TB|TiB)?$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch()) return std::nullopt;
    bool ok = false;
    const qulonglong n = match.captured(1).toULongLong(&ok);
    if (!ok) return std::nullopt;
    // Binary units whatever the spelling: file sizes are counted in KiB, MiB, GiB here.
    const QChar unit = match.captured(2).isEmpty() ? QLatin1Char('B')
                                                   : match.captured(2).at(0).toUpper();
    int shift = 0;
    if (unit == QLatin1Char('K')) shift = 10;
    if (unit == QLatin1Char('M')) shift = 20;
    if (unit == QLatin1Char('G')) shift = 30;
    if (unit == QLatin1Char('T')) shift = 40;
    if (shift > 0 && n > (std::numeric_limits<std::uint64_t>::max() >> shift)) return std::nullopt;
    return static_cast<std::uint64_t>(n) << shift;
}

QString yesNoText(bool on, bool editor) {
    if (editor) return on ? QStringLiteral("true") : QStringLiteral("false");
    return on ? WorkerText::tr("yes") : WorkerText::tr("no");
}

Choices yesNoChoices() {
    return {{QStringLiteral("true"), QStringLiteral("false")},
            {WorkerText::tr("yes"), WorkerText::tr("no")},
            false};
}

// --- a column's setting ----------------------------------------------------------------------

namespace {

/** A bound as a tip writes it: 1000000, 0.5. */
QString boundText(double v) { return QString::number(v, 'g', 16); }

}  // namespace

QString settingRange(const model::KindParam& p) {
    switch (p.type) {
    case model::SettingType::Integer:
    case model::SettingType::Number:
    case model::SettingType::IntegerList:
    case model::SettingType::NumberList: {
        const QString range = p.exclusiveLow
                                  ? WorkerText::tr("more than %1, at most %2").arg(boundText(p.lo), boundText(p.hi))
                                  : WorkerText::tr("%1 to %2").arg(boundText(p.lo), boundText(p.hi));
        return range + unitSuffix(p.unit);
    }
    case model::SettingType::Choice: {
        QStringList words;
        for (const std::string& c : p.choices) words << QString::fromStdString(c);
        const QString last = words.isEmpty() ? QString() : words.takeLast();
        return words.isEmpty() ? last : WorkerText::tr("%1 or %2").arg(words.join(QStringLiteral(", ")), last);
    }
    case model::SettingType::Boolean:
    case model::SettingType::Text: break;
    }
    return {};
}

QString columnTip(const WorkerColumn& column) {
    const QString own = column.toolTip && *column.toolTip ? WorkerText::tr(column.toolTip) : QString();
    if (!column.setting) return own;
    const model::KindParam& p = *column.setting;
    const QString help = QCoreApplication::translate(column.helpContext, p.help.c_str());
    const QString range = settingRange(p);
    //: A setting's help (%1, no full stop) and its range (%2) as a sentence
    QString tip = range.isEmpty() ? WorkerText::tr("%1.").arg(help) : WorkerText::tr("%1 (%2).").arg(help, range);
    if (!column.kindName.empty()) tip = QString::fromStdString(column.kindName) + QStringLiteral(": ") + tip;
    return own.isEmpty() ? tip : tip + QLatin1Char(' ') + own;
}

WorkerColumn withSetting(WorkerColumn column, const model::WorkerKind& kind, bool named) {
    for (model::KindParam& p : kind.params())
        if (p.key == column.key) column.setting = std::move(p);
    Q_ASSERT(column.setting);
    if (named) column.kindName = kind.name();
    return column;
}

// --- the registry ----------------------------------------------------------------------------

const WorkerColumn* KindEditor::column(const std::string& key) const {
    for (const WorkerColumn& c : columns)
        if (c.key == key) return &c;
    return nullptr;
}

KindEditors& KindEditors::instance() {
    static KindEditors editors = [] {
        KindEditors e;
        e.m_common = commonColumns();
        addBuiltInEditors(e);
        e.rebuild();
        return e;
    }();
    return editors;
}

void KindEditors::add(KindEditor editor) {
    auto it = std::find_if(m_editors.begin(), m_editors.end(),
                           [&](const KindEditor& e) { return e.kind->name() == editor.kind->name(); });
    if (it != m_editors.end()) *it = std::move(editor);
    else m_editors.push_back(std::move(editor));
    rebuild();
}

const KindEditor* KindEditors::find(const std::string& kind) const {
    auto it = std::find_if(m_editors.begin(), m_editors.end(),
                           [&](const KindEditor& e) { return e.kind->name() == kind; });
    return it == m_editors.end() ? nullptr : &*it;
}

void KindEditors::rebuild() {
    m_columns.clear();
    auto addOnce = [&](const WorkerColumn& c) {
        if (std::none_of(m_columns.begin(), m_columns.end(),
                         [&](const WorkerColumn* have) { return have->key == c.key; }))
            m_columns.push_back(&c);
    };
    for (const WorkerColumn& c : m_common) addOnce(c);
    for (const KindEditor& e : m_editors)
        for (const WorkerColumn& c : e.columns) addOnce(c);
    std::stable_sort(m_columns.begin(), m_columns.end(),
                     [](const WorkerColumn* a, const WorkerColumn* b) { return a->rank < b->rank; });
}

int KindEditors::columnOf(const std::string& key) const {
    for (std::size_t i = 0; i < m_columns.size(); ++i)
        if (m_columns[i]->key == key) return static_cast<int>(i);
    return -1;
}

const WorkerColumn* KindEditors::columnFor(int index, const model::WorkerDef& worker) const {
    if (index < 0 || index >= static_cast<int>(m_columns.size())) return nullptr;
    const WorkerColumn* shown = m_columns[static_cast<std::size_t>(index)];
    for (const WorkerColumn& c : m_common)
        if (&c == shown) return shown;
    const KindEditor* editor = of(worker);
    return editor ? editor->column(shown->key) : nullptr;
}

// --- the columns every worker has ---------------------------------------------------------

namespace {

/** @p column editing the key of @p rule, every worker's, whose help (the window's words) is @p help. */
WorkerColumn withRule(WorkerColumn column, const model::SettingRule& rule, const char* help) {
    column.setting = model::KindParam{.key = std::string(rule.key), .type = rule.type, .lo = rule.lo,
                                      .hi = rule.hi, .exclusiveLow = rule.exclusiveLow, .help = help};
    column.helpContext = "iometry::gui::WorkerModel";
    return column;
}

/** A whole-number key of every worker (`outstanding`, `phase`); the validator judges its range. */
WorkerColumn integerColumn(const char* key, const char* header, const char* toolTip, int rank,
                           int model::WorkerDef::*member) {
    return {key, header, toolTip, rank, true, false,
            [member](const CellView& v, bool) { return QString::number(v.worker.*member); },
            [member](const CellView& v) { return QVariant(v.worker.*member); }, {}, {},
            [member](CellEdit& e) {
                if (const auto n = CellEdit::wholeNumber(e.rawNumber())) e.worker.*member = static_cast<int>(*n);
                return QString();
            }};
}

}  // namespace

std::vector<WorkerColumn> commonColumns() {
    std::vector<WorkerColumn> columns;
    columns.push_back(
        {"name", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Name"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "1 to 64 letters, digits, spaces or _ - . characters, unique in the plan."),
         0, false, true,
         [](const CellView& v, bool) { return QString::fromStdString(v.worker.name); },
         {}, {}, {},
         [](CellEdit& e) {
             e.worker.name = e.utf8();
             return QString();
         }});
    columns.push_back(
        {"dynamo", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Dynamo"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "The host this worker runs on."), 10, false,
         false, [](const CellView& v, bool) { return QString::fromStdString(v.worker.dynamo); }, {},
         [](const CellView& v) { return v.table.dynamoTip(v.worker.dynamo); },
         [](const CellView& v) { return v.table.dynamoChoices(); },
         [](CellEdit& e) {
             e.worker.dynamo = e.utf8();
             e.useDynamo(e.worker.dynamo);
             // The worker's own end follows it to its new host.
             if (model::PairEnds* ends = e.worker.ends()) e.table.fitAddress(ends->bind, e.worker.dynamo);
             return QString();
         }});
    columns.push_back(
        {"kind", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Kind"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "The kind of target: tcp (a stream or request/response pair), udp "
                           "(paced datagrams) or disk (a test file or a block device)."),
         20, false, false,
         [](const CellView& v, bool) { return QString::fromStdString(v.worker.kindName()); }, {}, {},
         [](const CellView&) {
             Choices c;
             for (const KindEditor& e : KindEditors::instance().all()) {
                 c.values << QString::fromStdString(e.kind->name());
                 c.labels << WorkerText::tr(e.label);
             }
             c.freeText = false;
             return c;
         },
         [](CellEdit& e) {
             const KindEditor* editor = KindEditors::instance().find(e.utf8());
             if (!editor)  // the validator's words for a kind it does not know
                 return QString::fromStdString("kind: must be one of " + model::workerKinds().names() +
                                               ", got \"" + e.utf8() + "\"");
             editor->adopt(e);
             return QString();
         }});
    columns.push_back(
        {"spec", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Spec"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                           "The access specification it runs (Access Specifications page)."),
         40, false, false,
         [](const CellView& v, bool) { return QString::fromStdString(v.worker.spec); }, {}, {},
         [](const CellView& v) {
             Choices c;
             for (const model::AccessSpec& s : v.plan.specs) c.values << QString::fromStdString(s.name);
             c.freeText = false;
             return c;
         },
         [](CellEdit& e) {
             e.worker.spec = e.utf8();
             return QString();
         }});
    columns.push_back(withRule(
        integerColumn("outstanding", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Outstanding"),
                      QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                        "A sweep over outstanding I/Os overrides it in each step."),
                      50, &model::WorkerDef::outstanding),
        model::plan_keys::kOutstanding, QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Requests in flight")));
    columns.push_back(withRule(
        {"cpu", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "CPU"),
         QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Empty for any."),
         60, true, false,
         [](const CellView& v, bool editor) { return WorkerModel::cpuText(v.worker.cpu, editor); }, {},
         {}, {},
         [](CellEdit& e) {
             e.cpu(e.worker.cpu);
             return QString();
         },
         [](const CellView& v) { return v.table.checkCpu(v.worker.cpu, v.worker.dynamo, "cpu"); }},
        model::plan_keys::kCpu, QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Pin the worker to this CPU of its host")));
    // Requests on a schedule and probes (docs/plan-format.md, "Requests on a schedule",
    // "Probes"): empty is a closed loop, part of the load.
    WorkerColumn rate{"rate_per_s", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Rate (/s)"),
                      QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                        "Empty: as fast as the requests in flight allow (a closed "
                                        "loop). A rate: open loop, every latency timed from its "
                                        "request's scheduled time. A request/response or disk "
                                        "worker only."),
                      52, true};
    rate.text = [](const CellView& v, bool) {
        return v.worker.ratePerS ? QString::number(*v.worker.ratePerS, 'g', 12) : QString();
    };
    rate.edit = [](CellEdit& e) {
        e.optionalNumber(e.worker.ratePerS);
        if (!e.worker.ratePerS) e.worker.arrivals = model::Arrivals::Constant;  // only with a rate
        return QString();
    };
    columns.push_back(withRule(std::move(rate), model::plan_keys::kRatePerS,
                               QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Requests (or I/Os) a second, on a schedule")));
    WorkerColumn arrivals{"arrivals", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Arrivals"),
                          QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                            "constant: even gaps, the steadiest load; poisson: "
                                            "exponential gaps of the same mean, as many independent "
                                            "clients. Only with a rate."),
                          53};
    arrivals.text = [](const CellView& v, bool) { return QString::fromUtf8(model::toString(v.worker.arrivals)); };
    arrivals.choices = [](const CellView&) {
        Choices c;
        for (const std::string& name : model::plan_keys::kArrivalNames) c.values << QString::fromStdString(name);
        c.freeText = false;
        return c;
    };
    arrivals.edit = [](CellEdit& e) {
        if (const auto a = model::arrivalsNamed(e.utf8())) e.worker.arrivals = *a;
        else e.raw = e.utf8();  // the validator names the choices
        return QString();
    };
    arrivals.inUse = [](const model::WorkerDef& w) { return w.ratePerS.has_value() || w.arrivals != model::Arrivals::Constant; };
    columns.push_back(withRule(std::move(arrivals), model::plan_keys::kArrivals,
                               QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "How the scheduled requests come due")));
    WorkerColumn probe{"probe.rate_hz", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Probe (Hz)"),
                       QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                                         "Empty: part of the load. A rate: a probe, which measures "
                                         "latency beside the load one request at a time, in every "
                                         "step and the plan's idle seconds, never counted in the "
                                         "load's numbers (a request/response or disk worker, one "
                                         "in flight)."),
                       54, true};
    probe.text = [](const CellView& v, bool) {
        return v.worker.probe ? QString::number(v.worker.probe->rateHz, 'g', 12) : QString();
    };
    probe.edit = [](CellEdit& e) {
        if (e.text.isEmpty()) return e.worker.probe.reset(), QString();
        if (e.rawNumber().is_number()) e.worker.probe = model::ProbeDef{e.raw.get<double>()};
        return QString();
    };
    columns.push_back(withRule(std::move(probe), model::plan_keys::kProbeRateHz,
                               QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Probe requests a second")));
    // Shown for a plan with phases (a fio job file's stonewalled groups): docs/plan-format.md.
    WorkerColumn phase = integerColumn(
        "phase", QT_TRANSLATE_NOOP("iometry::gui::WorkerModel", "Phase"),
        QT_TRANSLATE_NOOP("iometry::gui::WorkerModel",
                          "The step of the phase sweep it runs in: a step of phase p runs only the workers "
                          "of phase p, one group after another."),
        70, &model::WorkerDef::phase);
    phase.inUse = [](const model::WorkerDef& w) { return w.phase != 0; };
    columns.push_back(std::move(phase));
    return columns;
}

}  // namespace iometry::gui
