#include "gui/wizards/wizard_common.hpp"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <exception>

#include "engine/model/plan_json.hpp"
#include "engine/model/step_source.hpp"
#include "gui/models/dynamo_facts.hpp"
#include "gui/models/spec_library.hpp"
#include "gui/ui_style.hpp"

namespace iometry::gui {
const session::DynamoInfo* localDynamo(const std::vector<session::DynamoInfo>& dynamos) {
    for (const auto& d : dynamos)
        if (d.spawned) return &d;
    for (const auto& d : dynamos)
        if (d.name == "local") return &d;
    return nullptr;
}

IpFamily ipFamily(const QString& address) {
    // Latin-1 only: a character beyond it is no address (toStdString would make it UTF-8).
    const QByteArray text = address.toLatin1();
    if (text.size() != address.size()) return IpFamily::Invalid;
    return model::ipFamily(text.toStdString());
}

bool isLoopbackAddress(const QString& address) {
    return model::isLoopbackAddress(address.toStdString());
}

bool isLinkLocalAddress(const QString& address) {
    return model::isLinkLocalAddress(address.toStdString());
}

QString familyName(IpFamily family) {
    return family == IpFamily::V6 ? QStringLiteral("IPv6") : QStringLiteral("IPv4");
}

QString linkAddressProblem(const QString& who, const QString& address) {
    if (address.isEmpty()) return PlanWizard::tr("%1: type its address.").arg(who);
    if (ipFamily(address) == IpFamily::Invalid)
        return PlanWizard::tr("%1: \"%2\" is not an IPv4 or IPv6 address.").arg(who, address);
    if (isLinkLocalAddress(address))
        return PlanWizard::tr("%1: %2 is a link-local IPv6 address, which needs an interface "
                              "scope that a plan cannot hold; use a global or unique local "
                              "address.")
            .arg(who, address);
    if (isLoopbackAddress(address))
        return PlanWizard::tr("%1: %2 is a loopback address, which another host cannot reach. "
                              "For a test on this machine alone, choose Loopback.")
            .arg(who, address);
    return {};
}

QString managerHostPort(const QString& address, quint16 port) {
    const QString host =
        ipFamily(address) == IpFamily::V6 ? QStringLiteral("[%1]").arg(address) : address;
    return QStringLiteral("%1:%2").arg(host).arg(port);
}

QString windowManagerAddress(const ManagerEndpoint& window, const QString& addressA) {
    if (window.port == 0 || window.host.isEmpty()) return {};
    const QHostAddress listen(window.host);
    const bool everyAddress = listen == QHostAddress(QHostAddress::AnyIPv4) ||
                              listen == QHostAddress(QHostAddress::AnyIPv6);
    return managerHostPort(everyAddress ? addressA : window.host, window.port);
}

QString windowListenWarning(const ManagerEndpoint& window) {
    if (window.port == 0 || window.host.isEmpty())
        return PlanWizard::tr("This window is not listening for dynamos now (Dynamos → Add a "
                              "remote dynamo…).");
    if (isLoopbackAddress(window.host))
        return PlanWizard::tr("This window listens on %1, which only this host reaches: a dynamo "
                              "on another host cannot connect. Listen on an address the other "
                              "hosts reach first (Dynamos → Add a remote dynamo…, Listen "
                              "address, Apply); the command changes with it.")
            .arg(window.host);
    return {};
}

std::vector<InterfaceAddress> localAddresses(const std::vector<session::DynamoInfo>& dynamos) {
    std::vector<InterfaceAddress> list;
    const session::DynamoInfo* dynamo = localDynamo(dynamos);
    if (!dynamo) return list;
    for (const InterfaceFacts& i : dynamoFacts(dynamo->hello).interfaces) {
        for (const QString& address : i.addresses) {
            if (ipFamily(address) == IpFamily::Invalid || isLinkLocalAddress(address)) continue;
            const bool known = std::any_of(list.begin(), list.end(), [&](const auto& e) {
                return e.address == address;
            });
            if (known) continue;
            list.push_back({address, i.name, i.summary(), i.speedMbit});
        }
    }
    // Addresses of real interfaces first: they are what a two-host test is about.
    std::stable_partition(list.begin(), list.end(),
                          [](const InterfaceAddress& e) { return !isLoopbackAddress(e.address); });
    return list;
}

const InterfaceAddress* findInterfaceAddress(const std::vector<InterfaceAddress>& addresses,
                                             const QString& address) {
    const auto it =
        std::find_if(addresses.begin(), addresses.end(),
                     [&address](const InterfaceAddress& a) { return a.address == address; });
    return it == addresses.end() ? nullptr : &*it;
}

QStringList planProblems(const model::Plan& plan) {
    QStringList list;
    for (const auto& p : model::parsePlan(model::toJson(plan)).problems)
        list << QString::fromStdString(p.toString());
    return list;
}

QString throughputModeName(ThroughputMode mode) {
    switch (mode) {
    case ThroughputMode::Receive: return PlanWizard::tr("receive");
    case ThroughputMode::FullDuplex: return PlanWizard::tr("full duplex");
    case ThroughputMode::Transmit: break;
    }
    return PlanWizard::tr("transmit");
}

QString repeatsText(const model::Plan& plan) {
    if (plan.repeats == 1) return PlanWizard::tr("1 (no aggregate)");
    QString how = PlanWizard::tr("mean");
    if (plan.aggregate == model::Aggregate::Median) how = PlanWizard::tr("median");
    if (plan.aggregate == model::Aggregate::Best) how = PlanWizard::tr("best");
    return PlanWizard::tr("%1, combined by %2").arg(plan.repeats).arg(how);
}

QLabel* addExplainedChoice(QBoxLayout* layout, QAbstractButton* button, const QString& text) {
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setContentsMargins(24, 0, 0, 6);
    label->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(button);
    layout->addWidget(label);
    return label;
}

model::AccessSpec throughputSpec(ThroughputMode mode) {
    const char* name = "Transmit";
    int read = 0;
    switch (mode) {
    case ThroughputMode::Transmit: break;
    case ThroughputMode::Receive:
        name = "Receive";
        read = 100;
        break;
    case ThroughputMode::FullDuplex:
        name = "Full duplex";
        read = 50;
        break;
    }
    const SpecLibrary library;
    if (const model::AccessSpec* spec = library.find(QString::fromLatin1(name))) return *spec;
    model::AccessLine line;
    line.read = read;
    return {name, {line}};
}

QString stepsTimesRepeatsText(const model::Plan& plan) {
    const std::uint64_t steps = model::sweepStepCount(plan);
    const double each = plan.rampS + plan.runS;
    const double total = static_cast<double>(steps) * plan.repeats * each;
    return PlanWizard::tr("%1 × %2 ≈ %3 (each %4)")
        .arg(steps)
        .arg(plan.repeats)
        .arg(formatDuration(total), formatStepTime(each));
}

QString commandHtml(const QStringList& lines) {
    QStringList escaped;
    for (const QString& line : lines) escaped << line.toHtmlEscaped();
    return QStringLiteral("<pre style='margin-left:12px'>%1</pre>").arg(escaped.join('\n'));
}

QString twoHostCommandsText(const QString& addressA) {
    return PlanWizard::tr("On host A: iometry-run PLAN.json --results DIR --listen %1 "
                          "--token-file TOKEN. On host B: iometry-dynamo --manager %1 --name B "
                          "--token-file TOKEN")
        .arg(managerHostPort(addressA, kHeadlessManagerPort));
}

QString remoteDynamoCommandsHtml(const QString& intro, const QString& addressA,
                                 const ManagerEndpoint& window, const QString& dynamoName) {
    const QString command =
        QStringLiteral("iometry-dynamo --manager %1 --name %2 --token-file TOKEN");
    const QString joinWindow = windowManagerAddress(window, addressA);
    QString html = QStringLiteral("<p>") + intro;
    if (!joinWindow.isEmpty())
        html += QLatin1Char(' ') +
                PlanWizard::tr("To join this window, which listens on %1, run there (TOKEN: the "
                               "token file Dynamos → Add a remote dynamo… saves):")
                    .arg(managerHostPort(window.host, window.port).toHtmlEscaped());
    html += QStringLiteral("</p>");
    if (!joinWindow.isEmpty()) html += commandHtml({command.arg(joinWindow, dynamoName)});
    const QString warning = windowListenWarning(window);
    if (!warning.isEmpty())
        html += QStringLiteral("<p style='color:#b00000'>⚠ %1</p>").arg(warning.toHtmlEscaped());
    const QString headless = managerHostPort(addressA, kHeadlessManagerPort);
    html += PlanWizard::tr("<p>Or headless: the first command on host A, the second there:</p>");
    html += commandHtml(
        {QStringLiteral("iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN")
             .arg(headless),
         command.arg(headless, dynamoName)});
    return html;
}

QString twoHostCommandsHtml(const QString& addressA, const ManagerEndpoint& window) {
    return remoteDynamoCommandsHtml(
        PlanWizard::tr("Dynamo B does not start by itself: start it on host B."), addressA, window,
        QStringLiteral("B"));
}

void SummaryTable::add(const QString& key, const QString& value) {
    m_rows << QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
                  .arg(key, value);
}

QString SummaryTable::html() const {
    return QStringLiteral("<table>%1</table>").arg(m_rows.join(QString()));
}

QString elidedList(const QStringList& items, int head, int tail) {
    QStringList shown;
    const auto count = static_cast<int>(items.size());
    for (int i = 0; i < count; ++i) {
        if (count > head + tail + 1 && i == head) shown << QStringLiteral("…");
        if (count > head + tail + 1 && i >= head && i < count - tail) continue;
        shown << QString(items[i]).replace(QLatin1Char(' '), QChar::Nbsp);
    }
    return shown.join(QStringLiteral(", "));
}

QLabel* explanationLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

QLabel* addExplainedRow(QFormLayout* form, const QString& label, QWidget* field,
                        const QString& text) {
    form->addRow(label, field);
    QLabel* line = explanationLabel(text);
    form->addRow(QString(), line);
    return line;
}

QDoubleSpinBox* secondsSpinBox(double lo, double hi, double value, const QString& objectName,
                               QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(lo, hi);
    box->setDecimals(1);
    box->setValue(value);
    box->setSuffix(PlanWizard::tr(" s"));
    box->setObjectName(objectName);
    box->setMinimumWidth(120);
    box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return box;
}

std::optional<ProcedureSteps> procedureSteps(const model::Plan& plan) {
    // The plan as the engine runs it: the validator fills in what the procedure implies.
    auto parsed = model::parsePlan(model::toJson(plan));
    if (!parsed.plan) return std::nullopt;
    try {
        const auto source = model::makeStepSource(*parsed.plan);
        return ProcedureSteps{source->plannedSteps(), source->exact(), source->usualSteps(),
                              parsed.plan->rampS + parsed.plan->runS};
    } catch (const std::exception&) {
        // A plan the validator passed but no source can run: say nothing rather than guess.
        return std::nullopt;
    }
}

QString procedureStepsText(const model::Plan& plan) {
    const auto counted = procedureSteps(plan);
    if (!counted) return QStringLiteral("—");
    const ProcedureSteps& steps = *counted;
    const double each = steps.stepS;
    const double total = static_cast<double>(steps.steps) * plan.repeats * each;
    const QString count = plan.repeats == 1
                              ? QString::number(steps.steps)
                              : PlanWizard::tr("%1 × %2").arg(steps.steps).arg(plan.repeats);
    const QString text = PlanWizard::tr("%1 ≈ %2 (each %3)")
                             .arg(count, formatDuration(total), formatStepTime(each));
    return steps.exact ? text : PlanWizard::tr("at most %1").arg(text);
}

// ---------------------------------------------------------------------------------------

ValueChecks::ValueChecks(const QString& title, std::vector<std::int64_t> values,
                         const QString& objectPrefix, int columns, QWidget* parent)
    : QGroupBox(title, parent), m_values(std::move(values)) {
    auto* grid = new QGridLayout;
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        auto* box = new QCheckBox(tr("%1 B").arg(m_values[i]), this);
        box->setChecked(true);
        box->setObjectName(objectPrefix + QString::number(m_values[i]));
        grid->addWidget(box, static_cast<int>(i) / columns, static_cast<int>(i) % columns);
        connect(box, &QCheckBox::toggled, this, &ValueChecks::changed);
        m_boxes.push_back(box);
    }
    auto* all = new QPushButton(tr("&All"), this);
    auto* none = new QPushButton(tr("&None"), this);
    connect(all, &QPushButton::clicked, this, [this] {
        for (QCheckBox* box : m_boxes) box->setChecked(true);
    });
    connect(none, &QPushButton::clicked, this, [this] {
        for (QCheckBox* box : m_boxes) box->setChecked(false);
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(all);
    buttons->addWidget(none);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addLayout(buttons);
}

std::vector<std::int64_t> ValueChecks::checked() const {
    std::vector<std::int64_t> list;
    for (std::size_t i = 0; i < m_boxes.size(); ++i)
        if (m_boxes[i]->isChecked()) list.push_back(m_values[i]);
    return list;
}

// ---------------------------------------------------------------------------------------

LinkSpeedField::LinkSpeedField(const QString& objectName, const QString& explanation,
                               QWidget* parent)
    : QWidget(parent),
      m_speed(new QSpinBox(this)),
      m_source(explanationLabel(QString(), this)),
      m_explanation(explanation) {
    // The validator takes more than 0 and at most 10^6 (docs/plan-format.md, "Procedures").
    m_speed->setRange(1, 1000000);
    m_speed->setValue(1000);
    m_speed->setSuffix(tr(" Mbit/s"));
    m_speed->setObjectName(objectName);
    m_speed->setMinimumWidth(120);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_speed, 0, Qt::AlignLeft);
    layout->addWidget(m_source);
    connect(m_speed, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_offering) m_userSet = true;
        Q_EMIT valueChanged(value);
    });
    offer(nullptr, true);
}

int LinkSpeedField::value() const { return m_speed->value(); }

void LinkSpeedField::offer(const InterfaceAddress* address, bool loopback) {
    QString source;
    if (loopback) {
        source = tr("Loopback has no line rate: the value is only the reference the results "
                    "are given against.");
    } else if (address && address->speedMbit > 0) {
        if (!m_userSet && m_speed->value() != address->speedMbit) {
            m_offering = true;
            m_speed->setValue(address->speedMbit);
            m_offering = false;
        }
        source = m_speed->value() == address->speedMbit
                     ? tr("%1 reports %2 Mbit/s; set less if the link runs slower.")
                           .arg(address->interfaceName)
                           .arg(address->speedMbit)
                     : tr("%1 reports %2 Mbit/s.")
                           .arg(address->interfaceName)
                           .arg(address->speedMbit);
    } else {
        source = tr("Host A's interface reports no speed: set the link's.");
    }
    m_source->setText(m_explanation + QLatin1Char(' ') + source);
}

// ---------------------------------------------------------------------------------------

CheckedPage::CheckedPage(QWidget* parent) : QWizardPage(parent), m_reason(new QLabel(this)) {
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setStyleSheet(kErrorStyle);
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QString CheckedPage::reason() const { return m_reason->text(); }

bool CheckedPage::isComplete() const { return check().isEmpty(); }

bool CheckedPage::validatePage() {
    refresh();
    return isComplete();
}

void CheckedPage::refresh() {
    const QString why = check();
    if (m_reason->text() != why) m_reason->setText(why);
    Q_EMIT completeChanged();
}

void CheckedPage::addReasonLine(QBoxLayout* layout, bool stretch) {
    if (stretch) layout->addStretch(1);
    layout->addWidget(m_reason);
}

// ---------------------------------------------------------------------------------------

AddressField::AddressField(QWidget* parent)
    : QWidget(parent), m_combo(new QComboBox(this)), m_facts(new QLabel(this)) {
    m_combo->setEditable(true);
    m_combo->setInsertPolicy(QComboBox::NoInsert);
    m_combo->setMinimumContentsLength(28);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_facts->setWordWrap(true);
    m_facts->setForegroundRole(QPalette::PlaceholderText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_combo);
    layout->addWidget(m_facts);
    connect(m_combo, &QComboBox::currentTextChanged, this, [this](const QString& text) {
        updateFacts();
        Q_EMIT textChanged(text);
    });
    updateFacts();
}

QString AddressField::text() const { return m_combo->currentText().trimmed(); }

void AddressField::setText(const QString& text) { m_combo->setEditText(text); }

void AddressField::setAddresses(const std::vector<InterfaceAddress>& addresses) {
    const QString typed = m_combo->currentText();
    m_addresses = addresses;
    {
        const QSignalBlocker blocker(m_combo);
        m_combo->clear();
        for (const auto& a : addresses) m_combo->addItem(a.address);
        m_combo->setEditText(typed);
    }
    updateFacts();
}

void AddressField::updateFacts() {
    const QString address = text();
    QString facts;
    if (address.isEmpty()) {
        facts = m_addresses.empty()
                    ? tr("Type an address of this machine (the local dynamo has not reported "
                         "its interfaces).")
                    : tr("Pick one of this machine's addresses or type one.");
    } else {
        const auto it = std::find_if(m_addresses.begin(), m_addresses.end(),
                                     [&](const auto& a) { return a.address == address; });
        if (it != m_addresses.end())
            facts = tr("Interface: %1").arg(it->facts);
        else if (!m_addresses.empty())
            facts = tr("Not an address the local dynamo reports.");
    }
    m_facts->setText(facts);
}

// ---------------------------------------------------------------------------------------

RepeatsPage::RepeatsPage(QWidget* parent)
    : CheckedPage(parent),
      m_repeats(new QSpinBox(this)),
      m_aggregate(new QComboBox(this)),
      m_aggregateText(new QLabel(this)) {
    setTitle(tr("Repeats"));
    setSubTitle(tr("Each step can run several times in a row, combined into one aggregate "
                   "row."));
    m_repeats->setRange(1, 1000);
    m_repeats->setMinimumWidth(100);
    m_repeats->setValue(1);
    m_repeats->setObjectName(QStringLiteral("repeats"));
    m_aggregate->addItem(tr("Mean"));
    m_aggregate->addItem(tr("Median"));
    m_aggregate->addItem(tr("Best"));
    m_aggregate->setObjectName(QStringLiteral("aggregate"));
    m_aggregate->setMinimumWidth(100);
    m_aggregateText->setWordWrap(true);
    auto* hint = new QLabel(tr("One run is enough to look around. For figures to publish, "
                               "reviewers use 15–20 repeats: single runs of a network test "
                               "scatter by several per cent. The aggregate row also gives "
                               "the standard deviation of Mbit/s across the repeats."),
                            this);
    hint->setWordWrap(true);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("&Repeats of each step:"), m_repeats);
    form->addRow(tr("&Aggregate:"), m_aggregate);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_aggregateText);
    layout->addSpacing(8);
    layout->addWidget(hint);
    addReasonLine(layout);

    registerField(QStringLiteral("repeats"), m_repeats);
    registerField(QStringLiteral("aggregate"), m_aggregate);
    connect(m_aggregate, &QComboBox::currentIndexChanged, this, [this] {
        updateAggregateText();
        refresh();
    });
    connect(m_repeats, &QSpinBox::valueChanged, this, &CheckedPage::refresh);
    updateAggregateText();
}

int RepeatsPage::repeats() const { return m_repeats->value(); }

model::Aggregate RepeatsPage::aggregate() const {
    switch (m_aggregate->currentIndex()) {
    case 1: return model::Aggregate::Median;
    case 2: return model::Aggregate::Best;
    default: return model::Aggregate::Mean;
    }
}

void RepeatsPage::updateAggregateText() {
    switch (aggregate()) {
    case model::Aggregate::Mean:
        m_aggregateText->setText(tr("Every rate, latency and CPU figure is the mean of the "
                                    "repeats."));
        break;
    case model::Aggregate::Median:
        m_aggregateText->setText(tr("Every figure is the median of the repeats: one "
                                    "disturbed run does not move it."));
        break;
    case model::Aggregate::Best:
        m_aggregateText->setText(tr("The repeat with the highest Mbit/s stands for the "
                                    "step."));
        break;
    }
}

// ---------------------------------------------------------------------------------------

PlanWizard::PlanWizard(QWidget* parent) : QWizard(parent) {
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::HaveHelpButton, false);
    // Wide enough for the summary's command lines, and for the subtitles to wrap in two.
    setMinimumWidth(680);
}

void PlanWizard::setManagerEndpoint(const ManagerEndpoint& endpoint) {
    m_endpoint = endpoint;
    if (m_summary && currentPage() == m_summary) m_summary->reload();
}

void PlanWizard::showEvent(QShowEvent* event) {
    QWizard::showEvent(event);
    if (m_heightSet || !currentPage()) return;
    m_heightSet = true;
    // QWizard grows when a taller page comes; start at the tallest so Next stays in place.
    const int width = currentPage()->width();
    int tallest = 0;
    for (const int id : pageIds()) {
        const QWizardPage* p = page(id);
        const QLayout* layout = p->layout();
        const int h = layout && layout->hasHeightForWidth() ? layout->totalHeightForWidth(width)
                                                            : p->sizeHint().height();
        tallest = std::max(tallest, h);
    }
    const int extra = tallest - currentPage()->height();
    if (extra > 0) resize(this->width(), height() + extra);
}

model::Plan PlanWizard::plan() const {
    model::Plan plan = buildPlan();
    if (m_summary) {
        // A name the user typed stays; the wizard's own suggestion follows the pages.
        const QString typed = m_summary->nameEdit()->text();
        if (!typed.trimmed().isEmpty() && typed != m_summary->suggestedName())
            plan.name = typed.trimmed().toStdString();
    }
    return plan;
}

QStringList PlanWizard::problems() const {
    QStringList list;
    for (const CheckedPage* page : m_pages) {
        const QString why = page->check();
        if (!why.isEmpty()) list << why;
    }
    if (list.isEmpty()) list = planProblems(plan());
    return list;
}

QString PlanWizard::currentReason() const {
    const auto* page = qobject_cast<const CheckedPage*>(currentPage());
    return page ? page->reason() : QString();
}

SummaryPage* PlanWizard::createSummaryPage(std::vector<CheckedPage*> pages) {
    m_pages = std::move(pages);
    m_summary = new SummaryPage(this);
    // Fields can change under the summary (setField, or Back and Next): keep it current.
    for (CheckedPage* page : m_pages)
        connect(page, &QWizardPage::completeChanged, m_summary, [this] {
            if (currentPage() == m_summary) m_summary->reload();
        });
    return m_summary;
}

// ---------------------------------------------------------------------------------------

SummaryPage::SummaryPage(PlanWizard* wizard)
    : CheckedPage(wizard),
      m_wizard(wizard),
      m_name(new QLineEdit(this)),
      m_scroll(new QScrollArea(this)),
      m_summary(new QLabel) {
    setTitle(tr("Summary"));
    setSubTitle(tr("After Finish the plan is in the main window, where every page can still "
                   "change it before Start."));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_name->setObjectName(QStringLiteral("planName"));

    auto* form = new QFormLayout;
    form->addRow(tr("Plan &name:"), m_name);
    m_scroll->setWidget(m_summary);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->setAutoFillBackground(false);
    m_summary->setAutoFillBackground(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_scroll, 1);
    addReasonLine(layout, false);
    registerField(QStringLiteral("planName"), m_name);
    connect(m_name, &QLineEdit::textChanged, this, [this] {
        updateSummary();
        refresh();
    });
}

QString SummaryPage::summaryText() const { return m_summary->text(); }

QString SummaryPage::check() const {
    const QStringList problems = m_wizard->problems();
    if (problems.isEmpty()) return {};
    return tr("The plan cannot be used yet:\n%1").arg(problems.join(QLatin1Char('\n')));
}

void SummaryPage::initializePage() { reload(); }

void SummaryPage::reload() {
    const QString suggestion = QString::fromStdString(m_wizard->buildPlan().name);
    if (m_name->text().trimmed().isEmpty() || m_name->text() == m_suggestedName) {
        const QSignalBlocker blocker(m_name);
        m_name->setText(suggestion);
    }
    m_suggestedName = suggestion;
    updateSummary();
    refresh();
}

void SummaryPage::updateSummary() { m_summary->setText(m_wizard->summaryHtml(m_wizard->plan())); }

}  // namespace iometry::gui
