#include "gui/pages/test_setup_page.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <tuple>
#include <type_traits>
#include <utility>

#include "engine/methods/method.hpp"
#include "engine/plan/plan_json.hpp"
#include "gui/language.hpp"
#include "gui/models/access_spec_model.hpp"
#include "gui/plan_document.hpp"
#include "gui/text_format.hpp"
#include "gui/ui_style.hpp"
#include "gui/wizards/procedure_steps.hpp"

namespace iometry::gui {
namespace {

using Json = nlohmann::ordered_json;


/**
 * A spin box that lets the user type any value in a wide range, so that an out-of-range
 * value can be explained instead of silently swallowed, while its arrows stay in range.
 * Box: QSpinBox or QDoubleSpinBox. ("typename": lupdate takes "template <class T>" for a
 * class T and loses the namespace.)
 */
template <typename Box>
class Bounded : public Box {
public:
    using Value = decltype(std::declval<const Box&>().value());

    Bounded(Value lo, Value hi, Value typingMax) : m_lo(lo), m_hi(hi) {
        this->setRange(std::min(Value(0), lo), typingMax);
        if constexpr (std::is_same_v<Value, double>) this->setDecimals(1);  // tenths of a second
    }
    void stepBy(int steps) override {
        this->setValue(std::clamp(this->value() + steps * this->singleStep(), m_lo, m_hi));
    }

protected:
    typename Box::StepEnabled stepEnabled() const override {
        typename Box::StepEnabled e = Box::StepNone;
        if (this->value() > m_lo) e |= Box::StepDownEnabled;
        if (this->value() < m_hi) e |= Box::StepUpEnabled;
        return e;
    }

private:
    Value m_lo;
    Value m_hi;
};

using BoundedSpinBox = Bounded<QSpinBox>;
using BoundedDoubleSpinBox = Bounded<QDoubleSpinBox>;

/** A new @p W made of @p args, named @p objectName (what tests and the style sheet find). */
template <typename W, typename... Args>
W* named(const char* objectName, Args&&... args) {
    auto* widget = new W(std::forward<Args>(args)...);
    widget->setObjectName(QString::fromLatin1(objectName));
    return widget;
}

QLabel* errorLabel(const QString& objectName) {
    auto* label = new QLabel;
    label->setObjectName(objectName);
    label->setStyleSheet(kErrorStyle);
    label->setWordWrap(true);
    label->hide();
    return label;
}

QLabel* hintLabel() {
    auto* label = new QLabel;
    dim(label);
    label->setWordWrap(true);
    return label;
}

/** A form row whose label is set later, from the language (the form would own one it made). */
QLabel* addRow(QFormLayout* form, QWidget* field) {
    auto* label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

/** A field (@p addField adds it) with its reason @p error, if any, under it. */
QWidget* overError(const std::function<void(QVBoxLayout*)>& addField, QLabel* error) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    addField(layout);
    if (error) layout->addWidget(error);
    return box;
}

/** A field at its natural width with its reason under it, across the whole column. */
QWidget* withError(QWidget* field, QLabel* error) {
    return overError([field](QVBoxLayout* l) { l->addWidget(field, 0, Qt::AlignLeft); }, error);
}

/** A wide field with its reason under it. */
QWidget* belowError(QLayout* field, QLabel* error) {
    return overError([field](QVBoxLayout* l) { l->addLayout(field); }, error);
}

/** @p values, stretched, with @p button beside them. */
QHBoxLayout* valuesRow(QLineEdit* values, QPushButton* button) {
    auto* row = new QHBoxLayout;
    row->addWidget(values, 1);
    row->addWidget(button);
    return row;
}

QStringList splitList(const QString& text) {
    QStringList tokens = text.split(QRegularExpression(QStringLiteral("[,;]")));
    for (QString& t : tokens) t = t.trimmed();
    // "64, 128," — a trailing separator is not an empty value.
    while (!tokens.isEmpty() && tokens.last().isEmpty()) tokens.removeLast();
    return tokens;
}

Json tokenJson(const QString& token, bool sizes) {
    if (sizes) {
        if (auto n = parseByteSize(token)) return *n;
    }
    bool ok = false;
    const qlonglong n = token.toLongLong(&ok);
    if (ok) return n;
    return token.toStdString();  // the validator says what is wrong with it
}

QString numbersText(const std::vector<std::int64_t>& values) {
    QStringList list;
    for (auto v : values) list << QString::number(v);
    return list.join(QStringLiteral(", "));
}

std::vector<std::int64_t> classicSizeValues() {
    std::vector<std::int64_t> values;
    for (auto s : model::classicSizes()) values.push_back(static_cast<std::int64_t>(s));
    return values;
}

const model::SweepAxis* findAxis(const model::Plan& plan, model::SweepParam param) {
    for (const model::SweepAxis& axis : plan.sweep)
        if (axis.param == param) return &axis;
    return nullptr;
}

/** The place of @p param's axis in the plan's sweep (its size when there is none). */
std::size_t at(const model::Plan& plan, model::SweepParam param) {
    std::size_t i = 0;
    while (i < plan.sweep.size() && plan.sweep[i].param != param) ++i;
    return i;
}

}  // namespace

TestSetupPage::TestSetupPage(PlanDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    // --- plan -------------------------------------------------------------------------
    m_name = named<QLineEdit>("name");
    m_description = named<QPlainTextEdit>("description");
    m_description->setTabChangesFocus(true);
    m_description->setFixedHeight(m_description->fontMetrics().lineSpacing() * 3 + 12);

    auto* planBox = new QGroupBox;
    auto* planForm = new QFormLayout(planBox);
    QLabel* nameLabel = addRow(planForm, m_name);
    QLabel* descriptionLabel = addRow(planForm, m_description);

    // --- timing: the validator's bounds (docs/plan-format.md, "Top level") -------------
    m_runS =
        named<BoundedDoubleSpinBox>("runS", 0.1, static_cast<double>(model::kMaxRunS), 9999999);
    m_runSError = errorLabel(QStringLiteral("runSError"));
    m_rampS =
        named<BoundedDoubleSpinBox>("rampS", 0, static_cast<double>(model::kMaxRampS), 9999999);
    m_rampSError = errorLabel(QStringLiteral("rampSError"));
    m_idleS = named<BoundedDoubleSpinBox>("idleS", 0, static_cast<double>(model::kMaxIdleS), 9999999);
    m_idleSError = errorLabel(QStringLiteral("idleSError"));
    m_sampleMs =
        named<BoundedSpinBox>("sampleMs", model::kMinSampleMs, model::kMaxSampleMs, 9999999);
    m_sampleMs->setSingleStep(100);
    m_sampleMsError = errorLabel(QStringLiteral("sampleMsError"));
    m_repeats = named<BoundedSpinBox>("repeats", 1, model::kMaxRepeats, 999999);
    m_repeatsError = errorLabel(QStringLiteral("repeatsError"));
    m_aggregate = named<QComboBox>("aggregate");
    // The texts come with the language; the data is what the plan file says.
    for (const char* key : {"mean", "median", "best"})
        m_aggregate->addItem(QString(), QString::fromLatin1(key));
    m_seed = named<QLineEdit>("seed");
    m_seed->setMaximumWidth(m_seed->fontMetrics().horizontalAdvance(QLatin1Char('9')) * 21 + 16);
    m_seedError = errorLabel(QStringLiteral("seedError"));

    const int fieldWidth =
        m_runS->fontMetrics().horizontalAdvance(QStringLiteral("0000000.0 ms")) + 40;
    for (QAbstractSpinBox* box : {static_cast<QAbstractSpinBox*>(m_runS),
                                  static_cast<QAbstractSpinBox*>(m_rampS),
                                  static_cast<QAbstractSpinBox*>(m_idleS),
                                  static_cast<QAbstractSpinBox*>(m_sampleMs),
                                  static_cast<QAbstractSpinBox*>(m_repeats)}) {
        box->setAlignment(Qt::AlignRight);
        box->setFixedWidth(fieldWidth);
    }
    m_seed->setMinimumWidth(fieldWidth);

    auto* timingBox = new QGroupBox;
    auto* timingForm = new QFormLayout(timingBox);
    QLabel* runLabel = addRow(timingForm, withError(m_runS, m_runSError));
    QLabel* rampLabel = addRow(timingForm, withError(m_rampS, m_rampSError));
    QLabel* idleLabel = addRow(timingForm, withError(m_idleS, m_idleSError));
    QLabel* sampleLabel = addRow(timingForm, withError(m_sampleMs, m_sampleMsError));
    QLabel* repeatsLabel = addRow(timingForm, withError(m_repeats, m_repeatsError));
    QLabel* aggregateLabel = addRow(timingForm, withError(m_aggregate, nullptr));
    QLabel* seedLabel = addRow(timingForm, withError(m_seed, m_seedError));

    // --- sweeps -----------------------------------------------------------------------
    m_sweepSize = named<QCheckBox>("sweepSize");
    m_sizes = named<QLineEdit>("sizes");
    m_classicSizes = named<QPushButton>("classicSizes");
    m_sizesError = errorLabel(QStringLiteral("sizesError"));
    QHBoxLayout* sizesRow = valuesRow(m_sizes, m_classicSizes);

    m_sweepOutstanding = named<QCheckBox>("sweepOutstanding");
    m_outstandingAsList = named<QRadioButton>("outstandingAsList");
    m_outstandingAsRange = named<QRadioButton>("outstandingAsRange");
    auto* modeGroup = new QButtonGroup(this);
    modeGroup->addButton(m_outstandingAsList);
    modeGroup->addButton(m_outstandingAsRange);
    m_outstandingAsRange->setChecked(true);

    m_outstandingValues =
        named<QLineEdit>("outstandingValues", QStringLiteral("1, 2, 4, 8, 16, 32"));
    m_rangeStart =
        named<BoundedSpinBox>("rangeStart", 1, static_cast<int>(model::kMaxOutstanding), 999999);
    m_rangeEnd =
        named<BoundedSpinBox>("rangeEnd", 1, static_cast<int>(model::kMaxOutstanding), 999999);
    m_rangeStep =
        named<BoundedSpinBox>("rangeStep", 1, static_cast<int>(model::kMaxOutstanding), 999999);
    m_rangeStart->setValue(1);
    m_rangeEnd->setValue(32);
    m_rangeStep->setValue(2);
    m_rangeMode = named<QComboBox>("rangeMode");
    m_rangeMode->addItem(QString(), QStringLiteral("exponential"));
    m_rangeMode->addItem(QString(), QStringLiteral("linear"));
    // As wide as its items in the language shown, not the one of its first show.
    m_rangeMode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rangeMode->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);  // the numbers give way first
    auto* rangeWidget = new QWidget;
    auto* rangeRow = new QHBoxLayout(rangeWidget);
    rangeRow->setContentsMargins(0, 0, 0, 0);
    auto* fromLabel = new QLabel;
    auto* toLabel = new QLabel;
    auto* stepLabel = new QLabel;
    rangeRow->addWidget(fromLabel);
    rangeRow->addWidget(m_rangeStart);
    rangeRow->addWidget(toLabel);
    rangeRow->addWidget(m_rangeEnd);
    rangeRow->addWidget(stepLabel);
    rangeRow->addWidget(m_rangeStep);
    rangeRow->addWidget(m_rangeMode);
    rangeRow->addStretch(1);
    m_outstandingStack = new QStackedWidget;
    m_outstandingStack->addWidget(m_outstandingValues);
    m_outstandingStack->addWidget(rangeWidget);
    m_outstandingStack->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_outstandingError = errorLabel(QStringLiteral("outstandingError"));
    auto* outstandingRow = new QHBoxLayout;
    outstandingRow->addWidget(m_outstandingAsList);
    outstandingRow->addWidget(m_outstandingAsRange);
    outstandingRow->addWidget(m_outstandingStack, 1);

    m_order = named<QComboBox>("axisOrder");
    m_order->addItem(QString());  // the index says the order: size first, outstanding first
    m_order->addItem(QString());
    m_order->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_sweepError = errorLabel(QStringLiteral("sweepError"));

    // IOmeter's worker and target cycling (docs/plan-format.md, "Sweeps"): at most one.
    m_cycleWorkers = named<QCheckBox>("cycleWorkers");
    m_cycleWorkersValues = named<QLineEdit>("cycleWorkersValues", QStringLiteral("1"));
    m_allWorkers = named<QPushButton>("allWorkers");
    m_cycleWorkersError = errorLabel(QStringLiteral("cycleWorkersError"));
    QHBoxLayout* cycleWorkersRow = valuesRow(m_cycleWorkersValues, m_allWorkers);

    m_cycleTargets = named<QCheckBox>("cycleTargets");
    m_cycleTargetsValues = named<QLineEdit>("cycleTargetsValues", QStringLiteral("1"));
    m_allTargets = named<QPushButton>("allTargets");
    m_cycleTargetsError = errorLabel(QStringLiteral("cycleTargetsError"));
    QHBoxLayout* cycleTargetsRow = valuesRow(m_cycleTargetsValues, m_allTargets);

    auto* sweepBox = new QGroupBox;
    auto* sweepLayout = new QVBoxLayout(sweepBox);
    QLabel* sizesHint = hintLabel();
    QLabel* outstandingHint = hintLabel();
    QLabel* cycleHint = hintLabel();
    sweepLayout->addWidget(m_sweepSize);
    sweepLayout->addWidget(belowError(sizesRow, m_sizesError));
    sweepLayout->addWidget(sizesHint);
    sweepLayout->addSpacing(8);
    sweepLayout->addWidget(m_sweepOutstanding);
    sweepLayout->addWidget(belowError(outstandingRow, m_outstandingError));
    sweepLayout->addWidget(outstandingHint);
    sweepLayout->addSpacing(8);
    auto* orderRow = new QHBoxLayout;
    auto* orderLabel = new QLabel;
    orderRow->addWidget(orderLabel);
    orderRow->addWidget(m_order);
    orderRow->addStretch(1);
    sweepLayout->addLayout(orderRow);
    sweepLayout->addSpacing(8);
    sweepLayout->addWidget(m_cycleWorkers);
    sweepLayout->addWidget(belowError(cycleWorkersRow, m_cycleWorkersError));
    sweepLayout->addWidget(m_cycleTargets);
    sweepLayout->addWidget(belowError(cycleTargetsRow, m_cycleTargetsError));
    sweepLayout->addWidget(cycleHint);
    sweepLayout->addWidget(m_sweepError);

    m_summary = named<QLabel>("summary");
    QFont bold = m_summary->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_summary->setFont(bold);

    auto* layout = new QGridLayout(this);
    layout->addWidget(planBox, 0, 0, 1, 2);
    layout->addWidget(timingBox, 1, 0);
    layout->addWidget(sweepBox, 1, 1);
    layout->addWidget(m_summary, 2, 0, 1, 2);
    layout->setColumnStretch(0, 2);
    layout->setColumnStretch(1, 3);
    layout->setRowStretch(3, 1);  // the summary stays right under what it sums up

    // --- texts --------------------------------------------------------------------------
    // Set again whenever the language changes (Settings → Language); so are the texts that
    // follow from the plan: the cycling buttons and the summary.
    onLanguageChange(this, [=, this] {
        planBox->setTitle(tr("Plan"));
        nameLabel->setText(tr("Name:"));
        descriptionLabel->setText(tr("Description:"));
        m_name->setPlaceholderText(tr("e.g. Adapter throughput sweep"));
        m_description->setPlaceholderText(
            tr("Hosts, cable, adapters, anything the report should say"));

        timingBox->setTitle(tr("Timing and repeats"));
        runLabel->setText(tr("Run time:"));
        rampLabel->setText(tr("Ramp-up time:"));
        idleLabel->setText(tr("Idle time:"));
        sampleLabel->setText(tr("Sample interval:"));
        repeatsLabel->setText(tr("Repeats:"));
        aggregateLabel->setText(tr("Aggregate:"));
        seedLabel->setText(tr("Seed:"));
        m_runS->setSuffix(tr(" s"));
        m_runS->setToolTip(tr("Measured seconds of each step, more than 0 and at most 86400."));
        m_rampS->setSuffix(tr(" s"));
        m_rampS->setToolTip(tr("Warm-up seconds before the measured part of each step, 0 to 3600. "
                               "Ramp intervals are recorded but left out of the results."));
        m_idleS->setSuffix(tr(" s"));
        m_idleS->setToolTip(tr("Seconds before and after each step when only the probes run, 0 to "
                               "600: their latency idle, to compare with it under the load. Needs a "
                               "probe worker (the Probe column of the workers)."));
        m_sampleMs->setSuffix(tr(" ms"));
        m_sampleMs->setToolTip(
            tr("Length of one sample interval of the live charts, 100 to 60000 ms."));
        m_repeats->setToolTip(tr("How many times each step runs, 1 to 1000."));
        m_aggregate->setItemText(0, tr("Mean"));
        m_aggregate->setItemText(1, tr("Median"));
        m_aggregate->setItemText(2, tr("Best (highest Mbit/s)"));
        m_aggregate->setToolTip(tr("How the repeats of a step are combined in its aggregate row."));
        m_seed->setToolTip(tr("Seed of the request sequences, 0 to 9223372036854775807. The same "
                              "plan with the same seed replays the same requests."));

        sweepBox->setTitle(tr("Sweeps"));
        m_sweepSize->setText(tr("Sweep the request size"));
        m_sizes->setPlaceholderText(tr("64, 512, 4 KiB, 64K, 1M"));
        m_sizes->setToolTip(tr("Request sizes, separated by commas, in the order they run: bytes "
                               "or K/KiB, M/MiB (1 K = 1024 bytes), 1 B to 16 MiB."));
        m_classicSizes->setText(tr("Classic 64 B … 256 KiB"));
        m_classicSizes->setToolTip(
            tr("The 13 doubling sizes of the reviews: 64, 128, 256 … 256 KiB."));
        sizesHint->setText(tr("In each step every line of every access spec runs with this size."));
        m_sweepOutstanding->setText(tr("Sweep the outstanding I/Os"));
        m_outstandingAsList->setText(tr("List"));
        m_outstandingAsRange->setText(tr("Range"));
        m_outstandingValues->setToolTip(tr("Outstanding I/Os, separated by commas, 1 to 4096."));
        fromLabel->setText(tr("from"));
        toLabel->setText(tr("to"));
        stepLabel->setText(tr("step"));
        m_rangeMode->setItemText(0, tr("exponential (× step)"));
        m_rangeMode->setItemText(1, tr("linear (+ step)"));
        outstandingHint->setText(tr("In each step every worker keeps this many requests in "
                                    "flight. A range runs from its start while the value "
                                    "stays at most its end."));
        orderLabel->setText(tr("Order:"));
        m_order->setItemText(0, tr("Request size first, then outstanding I/Os"));
        m_order->setItemText(1, tr("Outstanding I/Os first, then request size"));
        m_order->setToolTip(tr("The first axis is the outer loop: with size first, every size "
                               "runs all its outstanding values before the next size."));
        m_cycleWorkers->setText(tr("Cycle the number of workers on each dynamo"));
        m_cycleWorkersValues->setToolTip(
            tr("Numbers of workers, separated by commas, in the order they run: in each step "
               "every dynamo runs its first N workers, in plan order."));
        m_allWorkers->setToolTip(tr("One more worker per dynamo in each step, up to the most "
                                    "any dynamo holds."));
        m_cycleTargets->setText(tr("Cycle the number of targets"));
        m_cycleTargetsValues->setToolTip(
            tr("Numbers of targets, separated by commas, in the order they run: in each step "
               "the plan's first N workers run, in plan order, across dynamos."));
        m_allTargets->setToolTip(
            tr("One more target in each step, up to all of the plan's workers."));
        cycleHint->setText(tr("Workers cycling adds a worker on every dynamo at each "
                              "step; targets cycling adds one worker (its target) at "
                              "a time, across dynamos. A worker left out runs neither "
                              "end of its pair. Only one of the two."));
        updateSweepControls();
        updateSummary();
    });

    // --- edits --------------------------------------------------------------------------
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString& text) {
        write([&](model::Plan& plan) { plan.name = text.toStdString(); });
    });
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        const std::string text = m_description->toPlainText().toStdString();
        if (text != m_document->plan().description)
            write([&](model::Plan& plan) { plan.description = text; });
    });
    // A number box's value is checked as the plan's @p key and, when it passes, written.
    const auto bindNumber = [this](auto* box, QLabel* error, const char* key, auto field) {
        using Box = std::remove_pointer_t<decltype(box)>;
        using Value = decltype(box->value());
        connect(box, &Box::valueChanged, this, [this, error, key, field](Value v) {
            if (check(error, problemAt([v, key](Json& j) { j[key] = v; }, key)))
                write([v, field](model::Plan& plan) { plan.*field = v; });
        });
    };
    bindNumber(m_runS, m_runSError, "run_s", &model::Plan::runS);
    bindNumber(m_rampS, m_rampSError, "ramp_s", &model::Plan::rampS);
    bindNumber(m_idleS, m_idleSError, "idle_s", &model::Plan::idleS);
    bindNumber(m_sampleMs, m_sampleMsError, "sample_ms", &model::Plan::sampleMs);
    bindNumber(m_repeats, m_repeatsError, "repeats", &model::Plan::repeats);
    connect(m_aggregate, &QComboBox::currentIndexChanged, this, [this] {
        const QString key = m_aggregate->currentData().toString();
        const auto aggregate = key == QLatin1String("median") ? model::Aggregate::Median
                               : key == QLatin1String("best") ? model::Aggregate::Best
                                                              : model::Aggregate::Mean;
        write([aggregate](model::Plan& plan) { plan.aggregate = aggregate; });
    });
    connect(m_seed, &QLineEdit::textEdited, this, [this](const QString& text) {
        bool ok = false;
        const qulonglong seed = text.trimmed().toULongLong(&ok);
        const Json value = ok ? Json(static_cast<std::uint64_t>(seed)) : tokenJson(text.trimmed(), false);
        if (check(m_seedError, problemAt([&](Json& j) { j["seed"] = value; }, "seed")))
            write([seed](model::Plan& plan) { plan.seed = seed; });
    });

    connect(m_sweepSize, &QCheckBox::toggled, this, &TestSetupPage::writeSweep);
    connect(m_sizes, &QLineEdit::textEdited, this, &TestSetupPage::writeSweep);
    connect(m_classicSizes, &QPushButton::clicked, this, [this] {
        m_sizes->setText(compactByteSizes(classicSizeValues()));
        if (m_sweepSize->isChecked()) writeSweep();
        else m_sweepSize->setChecked(true);  // toggled() writes
    });
    connect(m_sweepOutstanding, &QCheckBox::toggled, this, &TestSetupPage::writeSweep);
    connect(m_outstandingAsRange, &QRadioButton::toggled, this, [this](bool range) {
        m_outstandingStack->setCurrentIndex(range ? 1 : 0);
        writeSweep();
    });
    connect(m_outstandingValues, &QLineEdit::textEdited, this, &TestSetupPage::writeSweep);
    for (QSpinBox* box : {m_rangeStart, m_rangeEnd, m_rangeStep})
        connect(box, &QSpinBox::valueChanged, this, &TestSetupPage::writeSweep);
    connect(m_rangeMode, &QComboBox::currentIndexChanged, this, &TestSetupPage::writeSweep);
    connect(m_order, &QComboBox::currentIndexChanged, this, &TestSetupPage::writeSweep);
    // Workers and targets cycling exclude each other: checking one unchecks the other.
    for (auto [box, other] : {std::pair{m_cycleWorkers, m_cycleTargets},
                              std::pair{m_cycleTargets, m_cycleWorkers}}) {
        connect(box, &QCheckBox::toggled, this, [this, other = other](bool on) {
            if (on) {
                const QSignalBlocker blocker(other);
                other->setChecked(false);
            }
            writeSweep();
        });
    }
    connect(m_cycleWorkersValues, &QLineEdit::textEdited, this, &TestSetupPage::writeSweep);
    connect(m_cycleTargetsValues, &QLineEdit::textEdited, this, &TestSetupPage::writeSweep);
    for (auto [button, box, values, param] :
         {std::tuple{m_allWorkers, m_cycleWorkers, m_cycleWorkersValues, model::SweepParam::Workers},
          std::tuple{m_allTargets, m_cycleTargets, m_cycleTargetsValues, model::SweepParam::Targets}}) {
        connect(button, &QPushButton::clicked, this, [this, box = box, values = values, param = param] {
            const int most = model::cycleLimit(m_document->plan(), param);
            std::vector<std::int64_t> all;
            for (int n = 1; n <= most; ++n) all.push_back(n);
            values->setText(numbersText(all));
            if (box->isChecked()) writeSweep();
            else box->setChecked(true);  // toggled() writes
        });
    }

    connect(m_document, &PlanDocument::changed, this, [this] {
        if (!m_writing) refresh();
        updateSummary();
    });

    m_sizes->setText(compactByteSizes(classicSizeValues()));
    m_outstandingStack->setCurrentIndex(1);
    refresh();
}

QString TestSetupPage::summary() const { return m_summary->text(); }

QString TestSetupPage::summaryOf(const model::Plan& plan) {
    // The engine's estimate (what --check prints): a sweep's steps follow from its axes,
    // another method's are what its step source counts (a bound for an adaptive one), each
    // step run its ramp, its run and the overhead of setting it up.
    std::uint64_t steps = model::sweepStepCount(plan);
    double total = static_cast<double>(steps) * plan.repeats * (plan.rampS + plan.runS + model::kStepOverheadS);
    bool exact = true;
    // The plan as the engine runs it: the validator fills in what the method implies.
    if (const auto parsed = model::parsePlan(model::toJson(plan)); parsed.ok()) {
        const model::RunEstimate estimate = model::estimateRun(*parsed.plan);
        steps = static_cast<std::uint64_t>(std::max<long long>(0, estimate.steps));
        total = estimate.seconds;
        exact = estimate.exact;
    }
    const int n = static_cast<int>(std::min<std::uint64_t>(steps, std::numeric_limits<int>::max()));
    const QString stepText = steps == 1 ? tr("%n step", "", n) : tr("%n steps", "", n);
    const QString repeatText =
        plan.repeats == 1 ? tr("%n repeat", "", plan.repeats) : tr("%n repeats", "", plan.repeats);
    const QString text = tr("%1 × %2 ≈ %3").arg(stepText, repeatText, formatDuration(total));
    return exact ? text : tr("at most %1").arg(text);
}

void TestSetupPage::updateSummary() {
    const model::Plan& plan = m_document->plan();
    m_summary->setText(summaryOf(plan));
    m_summary->setToolTip(tr("Each step runs %1 of ramp-up and %2 measured; setting up the "
                             "dynamos between steps comes on top.")
                              .arg(formatStepTime(plan.rampS), formatStepTime(plan.runS)));
}

void TestSetupPage::write(const std::function<void(model::Plan&)>& edit) {
    model::Plan plan = m_document->plan();
    edit(plan);
    m_writing = true;
    m_document->setPlan(plan);
    m_writing = false;
    m_aggregate->setEnabled(m_document->plan().repeats > 1);
}

QString TestSetupPage::problemAt(const std::function<void(Json&)>& edit,
                                 const std::string& key) const {
    Json document = model::toJson(m_document->plan());
    const auto before = model::parsePlan(document).problems;
    edit(document);
    for (const model::PlanProblem& p : model::parsePlan(document).problems) {
        const bool here = p.path == key || p.path.rfind(key + ".", 0) == 0 ||
                          p.path.rfind(key + "[", 0) == 0;
        if (here && std::find(before.begin(), before.end(), p) == before.end())
            return QString::fromStdString(p.toString());
    }
    return {};
}

bool TestSetupPage::check(QLabel* error, const QString& problem) {
    error->setText(problem);
    error->setVisible(!problem.isEmpty());
    return problem.isEmpty();
}

Json TestSetupPage::sizeAxisJson() const {
    Json list = Json::array();
    for (const QString& token : splitList(m_sizes->text())) list.push_back(tokenJson(token, true));
    return list;
}

Json TestSetupPage::outstandingAxisJson() const {
    if (m_outstandingAsList->isChecked()) {
        Json list = Json::array();
        for (const QString& token : splitList(m_outstandingValues->text()))
            list.push_back(tokenJson(token, false));
        return list;
    }
    return {{"start", m_rangeStart->value()},
            {"end", m_rangeEnd->value()},
            {"step", m_rangeStep->value()},
            {"mode", m_rangeMode->currentData().toString().toStdString()}};
}

std::optional<model::SweepAxis> TestSetupPage::cycleAxis(model::SweepParam param, QCheckBox* box,
                                                         QLineEdit* values, QLabel* error) {
    if (!box->isChecked()) return std::nullopt;
    const std::string key = model::toString(param);
    Json axis = Json::array();
    for (const QString& token : splitList(values->text())) axis.push_back(tokenJson(token, false));
    if (check(error, problemAt([&](Json& j) { j["sweep"] = {{key, axis}}; }, "sweep." + key))) {
        model::SweepAxis a{param, {}};
        for (const auto& v : axis) a.values.push_back(v.get<std::int64_t>());
        return a;
    }
    if (const model::SweepAxis* old = findAxis(m_document->plan(), param)) return *old;
    return std::nullopt;
}

void TestSetupPage::updateSweepControls() {
    const model::Plan& plan = m_document->plan();
    m_allWorkers->setText(tr("1 … %1").arg(model::cycleLimit(plan, model::SweepParam::Workers)));
    m_allTargets->setText(tr("1 … %1").arg(model::cycleLimit(plan, model::SweepParam::Targets)));
    for (auto [box, values, error] : {std::tuple{m_cycleWorkers, m_cycleWorkersValues, m_cycleWorkersError},
                                      std::tuple{m_cycleTargets, m_cycleTargetsValues, m_cycleTargetsError}}) {
        values->setEnabled(box->isChecked());
        if (!box->isChecked()) check(error, {});
    }
    m_sizes->setEnabled(m_sweepSize->isChecked());
    m_classicSizes->setEnabled(true);
    const bool outstanding = m_sweepOutstanding->isChecked();
    m_outstandingAsList->setEnabled(outstanding);
    m_outstandingAsRange->setEnabled(outstanding);
    m_outstandingStack->setEnabled(outstanding);
    m_order->setEnabled(m_sweepSize->isChecked() && outstanding);
    if (!m_sweepSize->isChecked()) check(m_sizesError, {});
    if (!outstanding) check(m_outstandingError, {});
}

void TestSetupPage::writeSweep() {
    updateSweepControls();
    const model::Plan& current = m_document->plan();

    // Each axis on its own, so that each reason shows beside its own field. An axis whose
    // text is wrong keeps what the plan had.
    std::optional<model::SweepAxis> size;
    if (m_sweepSize->isChecked()) {
        const Json axis = sizeAxisJson();
        if (check(m_sizesError, problemAt([&](Json& j) { j["sweep"] = {{"size", axis}}; }, "sweep.size"))) {
            model::SweepAxis a{model::SweepParam::Size, {}};
            for (const auto& v : axis) a.values.push_back(v.get<std::int64_t>());
            size = a;
        } else if (const model::SweepAxis* old = findAxis(current, model::SweepParam::Size)) {
            size = *old;
        }
    }
    std::optional<model::SweepAxis> outstanding;
    if (m_sweepOutstanding->isChecked()) {
        const Json axis = outstandingAxisJson();
        if (check(m_outstandingError,
                  problemAt([&](Json& j) { j["sweep"] = {{"outstanding", axis}}; },
                            "sweep.outstanding"))) {
            model::SweepAxis a{model::SweepParam::Outstanding, {}};
            if (axis.is_array()) {
                for (const auto& v : axis) a.values.push_back(v.get<std::int64_t>());
            } else {
                model::RangeAxis range;
                range.start = axis["start"].get<std::int64_t>();
                range.end = axis["end"].get<std::int64_t>();
                range.step = axis["step"].get<std::int64_t>();
                range.exponential = axis["mode"] == "exponential";
                a.values = range.values();
            }
            outstanding = a;
        } else if (const model::SweepAxis* old = findAxis(current, model::SweepParam::Outstanding)) {
            outstanding = *old;
        }
    }

    std::optional<model::SweepAxis> cycle =
        cycleAxis(model::SweepParam::Workers, m_cycleWorkers, m_cycleWorkersValues, m_cycleWorkersError);
    if (!cycle)
        cycle = cycleAxis(model::SweepParam::Targets, m_cycleTargets, m_cycleTargetsValues,
                          m_cycleTargetsError);

    // The axes keep their places in the plan (an MTU or phase axis, which this page does not
    // edit, stays as it was); a new axis goes last. Size and outstanding follow the order chosen.
    const bool outstandingFirst = m_order->currentIndex() == 1;
    std::vector<std::optional<model::SweepAxis>> fresh;
    if (outstandingFirst) fresh = {outstanding, size, cycle};
    else fresh = {size, outstanding, cycle};
    std::vector<model::SweepAxis> sweep;
    auto freshOf = [&](model::SweepParam param) -> std::optional<model::SweepAxis>* {
        for (auto& axis : fresh)
            if (axis && axis->param == param) return &axis;
        return nullptr;
    };
    for (const model::SweepAxis& axis : current.sweep) {
        if (axis.param == model::SweepParam::Mtu || axis.param == model::SweepParam::Phase) {
            sweep.push_back(axis);
        } else if (auto* f = freshOf(axis.param)) {
            sweep.push_back(**f);
            f->reset();
        }
    }
    for (const auto& axis : fresh)
        if (axis) sweep.push_back(*axis);
    auto at = [&](model::SweepParam param) {
        return std::find_if(sweep.begin(), sweep.end(),
                            [param](const model::SweepAxis& a) { return a.param == param; });
    };
    if (auto s = at(model::SweepParam::Size), o = at(model::SweepParam::Outstanding);
        s != sweep.end() && o != sweep.end() && (o < s) != outstandingFirst)
        std::iter_swap(s, o);

    // The product of the axes has a limit of its own.
    Json sweepJson = Json::object();
    for (const model::SweepAxis& axis : sweep) sweepJson[model::toString(axis.param)] = axis.values;
    const QString total = problemAt([&](Json& j) { j["sweep"] = sweepJson; }, "sweep");
    if (!check(m_sweepError, total)) return;
    if (sweep != current.sweep) write([&](model::Plan& plan) { plan.sweep = sweep; });
}

void TestSetupPage::refresh() {
    const model::Plan& plan = m_document->plan();
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_name),        QSignalBlocker(m_description),
        QSignalBlocker(m_runS),        QSignalBlocker(m_rampS),       QSignalBlocker(m_idleS),
        QSignalBlocker(m_sampleMs),    QSignalBlocker(m_repeats),
        QSignalBlocker(m_aggregate),   QSignalBlocker(m_seed),
        QSignalBlocker(m_sweepSize),   QSignalBlocker(m_sizes),
        QSignalBlocker(m_sweepOutstanding), QSignalBlocker(m_outstandingAsList),
        QSignalBlocker(m_outstandingAsRange), QSignalBlocker(m_outstandingValues),
        QSignalBlocker(m_rangeStart),  QSignalBlocker(m_rangeEnd),
        QSignalBlocker(m_rangeStep),   QSignalBlocker(m_rangeMode),
        QSignalBlocker(m_order),       QSignalBlocker(m_cycleWorkers),
        QSignalBlocker(m_cycleWorkersValues), QSignalBlocker(m_cycleTargets),
        QSignalBlocker(m_cycleTargetsValues)};

    const QString name = QString::fromStdString(plan.name);
    if (m_name->text() != name) m_name->setText(name);
    const QString description = QString::fromStdString(plan.description);
    if (m_description->toPlainText() != description) m_description->setPlainText(description);
    m_runS->setValue(plan.runS);
    m_rampS->setValue(plan.rampS);
    m_idleS->setValue(plan.idleS);
    m_sampleMs->setValue(plan.sampleMs);
    m_repeats->setValue(plan.repeats);
    m_aggregate->setCurrentIndex(m_aggregate->findData(QString::fromLatin1(model::toString(plan.aggregate))));
    m_aggregate->setEnabled(plan.repeats > 1);
    m_seed->setText(QString::number(plan.seed));
    for (QLabel* error : {m_runSError, m_rampSError, m_idleSError, m_sampleMsError, m_repeatsError, m_seedError,
                          m_sizesError, m_outstandingError, m_cycleWorkersError,
                          m_cycleTargetsError, m_sweepError})
        check(error, {});

    const model::SweepAxis* size = findAxis(plan, model::SweepParam::Size);
    m_sweepSize->setChecked(size != nullptr);
    if (size) m_sizes->setText(compactByteSizes(size->values));

    const model::SweepAxis* outstanding = findAxis(plan, model::SweepParam::Outstanding);
    m_sweepOutstanding->setChecked(outstanding != nullptr);
    if (outstanding) {
        // The plan holds values; the range the user typed stays a range if it still says so.
        model::RangeAxis range;
        range.start = m_rangeStart->value();
        range.end = m_rangeEnd->value();
        range.step = m_rangeStep->value();
        range.exponential = m_rangeMode->currentData().toString() == QLatin1String("exponential");
        const bool asRange = m_outstandingAsRange->isChecked() && range.values() == outstanding->values;
        m_outstandingAsRange->setChecked(asRange);
        m_outstandingAsList->setChecked(!asRange);
        m_outstandingStack->setCurrentIndex(asRange ? 1 : 0);
        if (!asRange) m_outstandingValues->setText(numbersText(outstanding->values));
    }
    if (size && outstanding)
        m_order->setCurrentIndex(at(plan, model::SweepParam::Size) < at(plan, model::SweepParam::Outstanding) ? 0 : 1);
    for (auto [param, box, values] : {std::tuple{model::SweepParam::Workers, m_cycleWorkers, m_cycleWorkersValues},
                                      std::tuple{model::SweepParam::Targets, m_cycleTargets, m_cycleTargetsValues}}) {
        const model::SweepAxis* axis = findAxis(plan, param);
        box->setChecked(axis != nullptr);
        if (axis) values->setText(numbersText(axis->values));
    }
    updateSweepControls();
    updateSummary();
}

}  // namespace iometry::gui
