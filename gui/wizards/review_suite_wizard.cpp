#include "gui/wizards/review_suite_wizard.hpp"

#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QPainter>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include "engine/document/text.hpp"
#include "engine/json/json_depth.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/results/run_folder.hpp"
#include "gui/dialogs/example_texts.hpp"
#include "gui/main_window.hpp"
#include <QCoreApplication>
#include "gui/text_format.hpp"
#include "gui/wizards/form_rows.hpp"
#include "gui/wizards/suite_hosts_page.hpp"
#include "gui/wizards/summary_table.hpp"
#include "gui/wizards/wizard_header.hpp"
#include "gui/widgets/column_fit.hpp"

namespace iometry::gui {
namespace {

/** At most this many of a suite's problems are listed on a page; the rest are counted. */
constexpr int kProblemLines = 12;

QStringList problemLines(const model::Problems& problems) {
    QStringList lines;
    for (const model::PlanProblem& p : problems) {
        if (lines.size() == kProblemLines) {
            lines << ReviewSuiteWizard::tr("… and %1 more").arg(problems.size() - kProblemLines);
            break;
        }
        lines << QString::fromStdString(p.toString());
    }
    return lines;
}

std::filesystem::path fsPath(const QString& path) {
    return std::filesystem::path(QFile::encodeName(path).toStdString());
}

/** A sweep's axes, outermost first: "MTU 1500, 9000 × size 64 B, 128 B, …, 256 KiB". */
QString sweepText(const model::Plan& plan) {
    QStringList axes;
    for (const model::SweepAxis& axis : plan.sweep) {
        QStringList values;
        for (const std::int64_t v : axis.values)
            values << (axis.param == model::SweepParam::Size
                           ? formatByteSize(static_cast<std::uint64_t>(v))
                           : QString::number(v));
        const QString list = elidedList(values, 2, 1);
        switch (axis.param) {
        case model::SweepParam::Size: axes << ReviewSuiteWizard::tr("size %1").arg(list); break;
        case model::SweepParam::Outstanding:
            axes << ReviewSuiteWizard::tr("outstanding %1").arg(list);
            break;
        case model::SweepParam::Mtu: axes << ReviewSuiteWizard::tr("MTU %1").arg(list); break;
        case model::SweepParam::Workers: axes << ReviewSuiteWizard::tr("workers %1").arg(list); break;
        case model::SweepParam::Targets: axes << ReviewSuiteWizard::tr("targets %1").arg(list); break;
        case model::SweepParam::Phase: axes << ReviewSuiteWizard::tr("phases %1").arg(list); break;
        }
    }
    return axes.isEmpty() ? ReviewSuiteWizard::tr("One step")
                          : ReviewSuiteWizard::tr("Sweep of %1").arg(axes.join(QStringLiteral(" × ")));
}

/** What the summary calls the method of @p plan: its title as the reviews name it, else its sweep. */
QString methodText(const model::Plan& plan) {
    if (!plan.procedure.settings) return sweepText(plan);
    return QCoreApplication::translate("MethodTitle", plan.procedure.method().title().c_str());
}

/**
 * A template of the list: its name in bold over its description ("name\ndescription" as the
 * item's text), wrapped to the list's width.
 */
class TemplateDelegate : public QStyledItemDelegate {
public:
    explicit TemplateDelegate(QListWidget* list) : QStyledItemDelegate(list), m_list(list) {}

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        o.text.clear();
        QStyle* style = o.widget ? o.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &o, painter, o.widget);
        const auto [name, description] = parts(index);
        painter->save();
        painter->setPen(o.palette.color(o.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                          : QPalette::Text));
        QRect r = option.rect.adjusted(kMargin, kMargin, -kMargin, -kMargin);
        painter->setFont(bold(option.font));
        const QRect nameRect = painter->boundingRect(r, Qt::TextWordWrap, name);
        painter->drawText(r, Qt::TextWordWrap, name);
        r.setTop(nameRect.bottom() + 2);
        painter->setFont(option.font);
        painter->drawText(r, Qt::TextWordWrap, description);
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const int width = m_list->viewport()->width() - 2 * kMargin;
        const auto [name, description] = parts(index);
        const QRect bounds(0, 0, std::max(width, 100), 100000);
        const int height = QFontMetrics(bold(option.font)).boundingRect(bounds, Qt::TextWordWrap, name).height() +
                           2 + QFontMetrics(option.font).boundingRect(bounds, Qt::TextWordWrap, description).height();
        return {width, height + 2 * kMargin};
    }

private:
    static constexpr int kMargin = 5;
    static QFont bold(QFont font) {
        font.setBold(true);
        return font;
    }
    static std::pair<QString, QString> parts(const QModelIndex& index) {
        const QString text = index.data().toString();
        const auto cut = text.indexOf(QLatin1Char('\n'));
        return cut < 0 ? std::pair{text, QString()} : std::pair{text.left(cut), text.mid(cut + 1)};
    }

    QListWidget* m_list;
};

}  // namespace

// ---------------------------------------------------------------------------------------

SuiteTemplatePage::SuiteTemplatePage(ReviewSuiteWizard* wizard, const QString& templatesDir)
    : CheckedPage(wizard), m_wizard(wizard), m_list(new QListWidget(this)), m_file(new QLabel(this)) {
    setTitle(tr("Template"));
    setSubTitle(tr("The review to run: a template of the standard reviews, each with its "
                   "duration at the template's repeats, or a suite file of your own."));
    m_list->setObjectName(QStringLiteral("templates"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setItemDelegate(new TemplateDelegate(m_list));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    for (const MainWindow::ExamplePlan& t : MainWindow::examplePlans(templatesDir)) {
        auto* item = new QListWidgetItem(
            t.description.isEmpty() ? t.name : QStringLiteral("%1\n%2").arg(t.name, t.description),
            m_list);
        item->setData(Qt::UserRole, t.path);
        item->setToolTip(QDir::toNativeSeparators(t.path));
    }
    auto* open = new QPushButton(tr("&Open a suite file…"), this);
    open->setObjectName(QStringLiteral("openSuiteFile"));
    m_file->setObjectName(QStringLiteral("suiteFile"));
    m_file->setWordWrap(true);
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(open, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    if (m_list->count() == 0) {
        layout->addWidget(explanationLabel(
            templatesDir.isEmpty()
                ? tr("The templates were not found beside Iometry (share/iometry/examples/suites): "
                     "open a suite file.")
                : tr("%1 holds no suite: open a suite file.").arg(QDir::toNativeSeparators(templatesDir)),
            this));
        m_list->hide();
    }
    layout->addWidget(m_list, 1);
    layout->addLayout(fileRow);
    addReasonLine(layout, false);

    // The selection, not the current item: a list that takes the focus makes its first item
    // current, which must not replace a suite file opened by hand.
    connect(m_list, &QListWidget::itemSelectionChanged, this, [this] {
        const QList<QListWidgetItem*> items = m_list->selectedItems();
        if (items.isEmpty()) return;
        const QString path = items.first()->data(Qt::UserRole).toString();
        if (QFileInfo(path) != QFileInfo(m_wizard->suiteFile())) m_wizard->setSuiteFile(path);
    });
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a suite file"), QString(),
                                                          tr("Iometry suites (*.json)"));
        if (path.isEmpty()) return;
        m_wizard->setSuiteFile(path);
    });
    connect(m_wizard, &ReviewSuiteWizard::suiteChanged, this, [this] {
        const QString path = m_wizard->suiteFile();
        // The list shows the file chosen, when it is one of the templates.
        QListWidgetItem* chosen = nullptr;
        for (int i = 0; i < m_list->count(); ++i)
            if (QFileInfo(m_list->item(i)->data(Qt::UserRole).toString()) == QFileInfo(path))
                chosen = m_list->item(i);
        if (!chosen || !chosen->isSelected()) {
            const QSignalBlocker blocker(m_list);
            m_list->clearSelection();
            if (chosen) m_list->setCurrentItem(chosen);
        }
        m_file->setText(path.isEmpty() ? QString()
                                       : tr("Suite file: %1").arg(QDir::toNativeSeparators(path)));
        refresh();
    });
}

QString SuiteTemplatePage::check() const {
    if (m_wizard->suiteFile().isEmpty()) return tr("Choose a template, or open a suite file of your own.");
    if (!m_wizard->fileProblems().isEmpty())
        return tr("%1 is not a valid suite:\n%2")
            .arg(QFileInfo(m_wizard->suiteFile()).fileName(), m_wizard->fileProblems().join('\n'));
    return {};
}

// ---------------------------------------------------------------------------------------

SuiteDevicePage::SuiteDevicePage(ReviewSuiteWizard* wizard)
    : CheckedPage(wizard),
      m_wizard(wizard),
      m_device(new QLineEdit(this)),
      m_repeats(new QSpinBox(this)),
      m_runS(secondsSpinBox(0, model::kMaxRunS, 0, QStringLiteral("runS"), this)),
      m_disk(new QGroupBox(this)),
      m_testFile(new QLineEdit(this)),
      m_testFileSize(new QLineEdit(this)) {
    setTitle(tr("Device and repeats"));
    setSubTitle(tr("The device under test as the review names it, and how often each step "
                   "runs: these apply to every member."));
    m_device->setObjectName(QStringLiteral("device"));
    m_device->setPlaceholderText(tr("e.g. Intel X540-T2, ixgbe 5.19"));
    m_repeats->setObjectName(QStringLiteral("repeats"));
    m_repeats->setRange(0, model::kMaxRepeats);
    m_repeats->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    const QString own = tr("each member's own");
    for (QAbstractSpinBox* box : {static_cast<QAbstractSpinBox*>(m_repeats),
                                  static_cast<QAbstractSpinBox*>(m_runS)}) {
        // Wide enough for the special text in any language, with the arrows beside it.
        box->setMinimumWidth(std::max(160, box->fontMetrics().horizontalAdvance(own) + 48));
    }
    m_repeats->setSpecialValueText(own);
    m_runS->setSpecialValueText(own);

    auto* form = new QFormLayout;
    addExplainedRow(form, tr("&Device under test:"), m_device,
                    tr("Recorded with the results, in suite.json: the suite as it ran."));
    addExplainedRow(form, tr("&Repeats of each step:"), m_repeats,
                    tr("The template's by default. For figures to publish reviewers use 15–20: "
                       "single runs of a network test scatter by several per cent."));
    addExplainedRow(form, tr("Run &time of each step:"), m_runS,
                    tr("Shorter runs for a quick look at the whole suite; a method with a trial "
                       "time of its own keeps it."));
    // The disk members' test file: where the review writes, on the disk under test.
    m_disk->setObjectName(QStringLiteral("diskTestFile"));
    m_disk->setTitle(tr("Test file of the disk members"));
    m_testFile->setObjectName(QStringLiteral("testFile"));
    m_testFileSize->setObjectName(QStringLiteral("testFileSize"));
    m_testFileSize->setPlaceholderText(tr("e.g. 4 GiB"));
    auto* diskForm = new QFormLayout(m_disk);
    addExplainedRow(diskForm, tr("&Path:"), m_testFile,
                    tr("A file on the disk under test, on the dynamo that runs them: the review "
                       "creates it and writes only there."));
    addExplainedRow(diskForm, tr("File &size:"), m_testFileSize,
                    tr("Bytes, or with KiB, MiB, GiB or TiB. Larger than the disk's cache, so "
                       "that the disk is measured and not its cache."));
    m_disk->hide();
    for (QLineEdit* edit : {m_testFile, m_testFileSize})
        connect(edit, &QLineEdit::textChanged, this, &CheckedPage::refresh);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_disk);
    addReasonLine(layout);

    registerField(QStringLiteral("device"), m_device);
    registerField(QStringLiteral("repeats"), m_repeats);
    registerField(QStringLiteral("runS"), m_runS, "value", SIGNAL(valueChanged(double)));
}

void SuiteDevicePage::setSuite(const suite::Suite& suite) {
    m_device->setText(QString::fromStdString(suite.device));
    // A suite that sets the repeats of all its members has no "each member's own".
    m_repeats->setMinimum(suite.repeats ? 1 : 0);
    m_repeats->setValue(suite.repeats.value_or(0));
    m_runS->setValue(0);
    // The first disk worker's file and size, as the template has them.
    const model::DiskSettings* disk = nullptr;
    for (const suite::SuiteMember& m : suite.members)
        for (const model::WorkerDef& w : m.plan.workers)
            if (!disk) disk = w.as<model::DiskSettings>();
    m_templateFile = disk ? QString::fromStdString(disk->path) : QString();
    // As a reviewer writes it ("4 GiB"), and as --set reads it back.
    m_templateSize = disk && disk->fileSize > 0
                         ? QString::fromStdString(article::englishBytes(static_cast<double>(disk->fileSize)))
                         : QString();
    m_testFile->setText(m_templateFile);
    m_testFileSize->setText(m_templateSize);
    m_disk->setVisible(disk != nullptr);
}

std::vector<suite::WorkerSetting> SuiteDevicePage::workerSettings() const {
    std::vector<suite::WorkerSetting> settings;
    if (m_disk->isHidden()) return settings;
    const QString file = m_testFile->text().trimmed();
    const QString size = m_testFileSize->text().trimmed();
    if (file != m_templateFile) settings.push_back({"", "path", file.toStdString()});
    if (size != m_templateSize) settings.push_back({"", "file_size", size.toStdString()});
    return settings;
}

QString SuiteDevicePage::check() const {
    if (workerSettings().empty()) return {};
    if (m_testFile->text().trimmed().isEmpty()) return tr("Give the test file's path.");
    if (m_testFileSize->text().trimmed().isEmpty()) return tr("Give the test file's size.");
    // The engine's reading of them, as iometry-run suite --set reads them.
    for (const model::PlanProblem& p : m_wizard->result().problems)
        if (p.path.rfind("set.", 0) == 0)
            return (p.path == "set.path" ? tr("Path: %1") : tr("File size: %1"))
                .arg(QString::fromStdString(p.message));
    return {};
}

// ---------------------------------------------------------------------------------------

SuiteFolderPage::SuiteFolderPage(ReviewSuiteWizard* wizard, QString resultsRoot)
    : CheckedPage(wizard), m_wizard(wizard), m_root(std::move(resultsRoot)), m_folder(new QLineEdit(this)) {
    setTitle(tr("Results folder"));
    setSubTitle(tr("Every member writes its results into a folder of its own in this one, "
                   "beside suite.json, the record of the suite as it ran."));
    m_folder->setObjectName(QStringLiteral("resultsDir"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* row = new QHBoxLayout;
    row->addWidget(m_folder, 1);
    row->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("&Folder:"), row);
    qobject_cast<QLabel*>(form->labelForField(row))->setBuddy(m_folder);
    form->addRow(QString(), explanationLabel(tr("A new folder by default, named after the suite and "
                                                "the time. A folder that holds a suite's results "
                                                "already is carried on with File → Resume suite…, "
                                                "never written over."),
                                             this));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    addReasonLine(layout);
    registerField(QStringLiteral("resultsDir"), m_folder);
    connect(m_folder, &QLineEdit::textEdited, this, [this] { m_edited = true; });
    connect(m_folder, &QLineEdit::textChanged, this, &CheckedPage::refresh);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Results folder of the suite"),
                                                              QFileInfo(m_folder->text()).path());
        if (dir.isEmpty()) return;
        m_edited = true;
        m_folder->setText(QDir::toNativeSeparators(dir));
    });
}

void SuiteFolderPage::initializePage() {
    if (m_edited || !m_wizard->templateSuite()) return;
    const suite::Suite& s = *m_wizard->templateSuite();
    const QString name = s.name.empty() ? QFileInfo(m_wizard->suiteFile()).completeBaseName()
                                        : QString::fromStdString(s.name);
    m_folder->setText(QDir::toNativeSeparators(QDir(m_root).filePath(ReviewSuiteWizard::folderName(name))));
}

QString SuiteFolderPage::check() const {
    const QString dir = m_folder->text().trimmed();
    if (dir.isEmpty()) return tr("Give the folder the suite's results go to.");
    if (!QDir::isAbsolutePath(dir)) return tr("%1 is not a whole path: give the folder from the root.").arg(dir);
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir()) return tr("%1 is a file, not a folder.").arg(dir);
    if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("suite.json"))))
        return tr("%1 already holds a suite's results: choose another folder (File → Resume "
                  "suite… carries that suite on).")
            .arg(dir);
    return {};
}

// ---------------------------------------------------------------------------------------

SuiteSummaryPage::SuiteSummaryPage(ReviewSuiteWizard* wizard)
    : CheckedPage(wizard),
      m_wizard(wizard),
      m_about(new QLabel(this)),
      m_members(new QTableWidget(this)),
      m_total(new QLabel(this)) {
    setTitle(tr("Summary"));
    setSubTitle(tr("After Finish the members run one after another; the Results page shows "
                   "which one runs, with its live charts."));
    m_about->setObjectName(QStringLiteral("about"));
    m_about->setWordWrap(true);
    m_about->setTextFormat(Qt::RichText);
    m_about->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_members->setObjectName(QStringLiteral("members"));
    m_members->setColumnCount(5);
    m_members->setHorizontalHeaderLabels(
        {tr("Member"), tr("Method"), tr("Steps"), tr("Repeats"), tr("Duration")});
    m_members->verticalHeader()->hide();
    m_members->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_members->setSelectionMode(QAbstractItemView::NoSelection);
    m_members->setWordWrap(false);
    fitColumns(m_members, [](int column) { return column == 1; });  // the method takes the rest
    m_total->setObjectName(QStringLiteral("total"));
    QFont bold = m_total->font();
    bold.setBold(true);
    m_total->setFont(bold);
    m_total->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_about);
    layout->addWidget(m_members);
    layout->addWidget(m_total);
    addReasonLine(layout);
}

QString SuiteSummaryPage::totalText() const {
    return m_total->text();
}

void SuiteSummaryPage::initializePage() {
    const suite::SuiteParseResult result = m_wizard->result();
    m_members->setRowCount(0);
    m_total->clear();
    m_about->clear();
    refresh();
    if (!result.ok()) return;
    const suite::Suite& s = *result.suite;

    SummaryTable about;
    about.add(tr("Suite:"), shownExampleText(QString::fromStdString(s.name)).toHtmlEscaped());
    about.add(tr("Device:"), s.device.empty() ? tr("(not named)")
                                              : QString::fromStdString(s.device).toHtmlEscaped());
    about.add(tr("Dynamos:"), m_wizard->hostsPage()->summaryHtml());
    about.add(tr("Results:"), QDir::toNativeSeparators(m_wizard->resultsDir()).toHtmlEscaped());
    m_about->setText(about.html());

    // The engine's estimate: each member's and the sum (what iometry-run --check prints).
    const suite::SuiteEstimate estimate = suite::estimateSuite(s);
    const auto cell = [](const QString& text) { return new QTableWidgetItem(text); };
    for (std::size_t i = 0; i < s.members.size(); ++i) {
        const suite::SuiteMember& m = s.members[i];
        const model::RunEstimate e = model::estimateRun(m.plan);
        const int row = m_members->rowCount();
        m_members->insertRow(row);
        m_members->setItem(row, 0, cell(QString::fromStdString(m.name)));
        m_members->setItem(row, 1, cell(methodText(m.plan)));
        m_members->setItem(row, 2, cell(e.exact ? QString::number(e.steps)
                                                : tr("at most %1").arg(e.steps)));
        m_members->setItem(row, 3, cell(QString::number(m.plan.repeats)));
        const QString duration = formatDuration(estimate.memberSeconds[i]);
        m_members->setItem(row, 4, cell(e.exact ? tr("about %1").arg(duration)
                                                : tr("at most %1").arg(duration)));
        for (int c : {2, 3, 4}) m_members->item(row, c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    // What the answers took out of the suite (--loopback: the MTU sweeps) is said, not hidden.
    for (const auto& [name, why] : s.leftOut) {
        const int row = m_members->rowCount();
        m_members->insertRow(row);
        m_members->setItem(row, 0, cell(QString::fromStdString(name)));
        m_members->setItem(row, 1, cell(tr("left out: %1").arg(QString::fromStdString(why))));
        m_members->setSpan(row, 1, 1, 4);
        for (int c : {0, 1}) m_members->item(row, c)->setForeground(palette().brush(QPalette::PlaceholderText));
    }
    m_members->resizeColumnsToContents();
    m_members->resizeRowsToContents();
    // As tall as its rows (a long suite scrolls), so that the total follows the last member.
    int height = m_members->horizontalHeader()->height() + 2 * m_members->frameWidth();
    for (int row = 0; row < m_members->rowCount(); ++row) height += m_members->rowHeight(row);
    m_members->setFixedHeight(std::min(height, 12 * m_members->verticalHeader()->defaultSectionSize()));
    const QString total = formatDuration(estimate.seconds);
    m_total->setText((estimate.exact ? tr("Total: about %1 for %2 members, %3 step runs")
                                     : tr("Total: at most %1 for %2 members, %3 step runs"))
                         .arg(total)
                         .arg(s.members.size())
                         .arg(estimate.stepRuns));
}

QString SuiteSummaryPage::check() const {
    const QString problems = m_wizard->suiteProblems();
    return problems.isEmpty() ? QString() : tr("The suite cannot run yet:\n%1").arg(problems);
}

// ---------------------------------------------------------------------------------------

ReviewSuiteWizard::ReviewSuiteWizard(const std::vector<session::DynamoInfo>& dynamos,
                                     const QString& templatesDir, const QString& resultsRoot,
                                     QWidget* parent)
    : QWizard(parent) {
    setObjectName(QStringLiteral("reviewSuiteWizard"));
    setWindowTitle(tr("Review suite"));
    setOption(QWizard::NoBackButtonOnStartPage, true);
    keepHeaderWhole(this);
    setOption(QWizard::HaveHelpButton, false);
    setMinimumSize(780, 600);
    m_templatePage = new SuiteTemplatePage(this, templatesDir);
    m_hostsPage = new SuiteHostsPage(this);
    m_devicePage = new SuiteDevicePage(this);
    m_folderPage = new SuiteFolderPage(this, resultsRoot);
    m_summaryPage = new SuiteSummaryPage(this);
    setPage(TemplatePageId, m_templatePage);
    setPage(HostsPageId, m_hostsPage);
    setPage(DevicePageId, m_devicePage);
    setPage(FolderPageId, m_folderPage);
    setPage(SummaryPageId, m_summaryPage);
    m_hostsPage->setSuiteProblems([this] { return suiteProblems(); });
    setDynamos(dynamos);
    // The first template, so that Next leads on at once.
    if (m_templatePage->templateList()->count() > 0)
        m_templatePage->templateList()->setCurrentRow(0);
}

void ReviewSuiteWizard::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_hostsPage->setDynamos(dynamos);
}

bool ReviewSuiteWizard::setSuiteFile(const QString& path) {
    m_path = path;
    m_document.reset();
    m_template.reset();
    m_fileProblems.clear();
    m_baseDir = fsPath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_fileProblems << tr("cannot open %1: %2").arg(path, file.errorString());
    } else {
        const QByteArray text = file.readAll();
        // Nested past the limit it is left unparsed: parseSuiteText() names the problem, and
        // parseSuite() would copy it and overflow the stack.
        auto document = model::jsonTooDeepAt(std::string_view(text.constData(), text.size())) != 0
                            ? nlohmann::ordered_json(nlohmann::ordered_json::value_t::discarded)
                            : nlohmann::ordered_json::parse(text.begin(), text.end(), nullptr, false);
        // The engine reads it, and words what it finds wrong (not JSON, each problem at its path).
        const suite::SuiteParseResult parsed =
            document.is_discarded() ? suite::parseSuiteText(text.toStdString(), m_baseDir)
                                    : suite::parseSuite(document, m_baseDir);
        if (parsed.ok()) {
            m_document = std::move(document);
            m_template = *parsed.suite;
        } else {
            m_fileProblems = problemLines(parsed.problems);
        }
    }
    if (m_template) {
        m_hostsPage->setSuite(*m_template);
        m_devicePage->setSuite(*m_template);
    }
    Q_EMIT suiteChanged();
    return m_template.has_value();
}

suite::SuiteOverrides ReviewSuiteWizard::overrides() const {
    suite::SuiteOverrides o;
    o.device = field(QStringLiteral("device")).toString().trimmed().toStdString();
    if (const int repeats = field(QStringLiteral("repeats")).toInt(); repeats > 0) o.repeats = repeats;
    if (const double runS = field(QStringLiteral("runS")).toDouble(); runS > 0) o.runS = runS;
    o.loopback = m_hostsPage->isLoopback();
    o.addresses = m_hostsPage->addresses();
    o.hosts = m_hostsPage->hosts();
    o.workerSettings = m_devicePage->workerSettings();
    return o;
}

suite::SuiteParseResult ReviewSuiteWizard::result() const {
    if (!m_document) {
        suite::SuiteParseResult none;
        none.problems.push_back({"", tr("no suite is chosen").toStdString()});
        return none;
    }
    return suite::parseSuite(*m_document, m_baseDir, overrides());
}

QString ReviewSuiteWizard::suiteProblems() const {
    if (!m_document) return {};
    return problemLines(result().problems).join(QLatin1Char('\n'));
}

suite::Suite ReviewSuiteWizard::suite() const {
    auto parsed = result();
    return parsed.ok() ? *parsed.suite : suite::Suite{};
}

QString ReviewSuiteWizard::resultsDir() const {
    return QDir::cleanPath(QDir::fromNativeSeparators(field(QStringLiteral("resultsDir")).toString().trimmed()));
}

QString ReviewSuiteWizard::folderName(const QString& suiteName) {
    // Named as a run's folder is (docs/report.md, "Where results go").
    return QString::fromStdString(
        results::runFolderName(suiteName.toStdString(), std::chrono::system_clock::now(), "suite"));
}

}  // namespace iometry::gui
