#include "gui/dialogs/results_picker.hpp"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/methods/method.hpp"
#include "engine/report/results_folder.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {
namespace {

constexpr int kPad = 4;

}  // namespace

void TitledItemDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString title = opt.text;
    const QString description = index.data(kDescriptionRole).toString();
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    QRect rect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget).adjusted(kPad, kPad, -kPad, -kPad);
    painter->save();
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    const QRect titleRect = painter->boundingRect(rect, Qt::TextWordWrap, title);
    painter->drawText(rect, Qt::TextWordWrap, title);
    if (!description.isEmpty()) {
        rect.setTop(titleRect.bottom() + 2);
        painter->setFont(opt.font);
        // Lighter than the title, still readable: the placeholder colour, or the selection's.
        painter->setPen(selected ? opt.palette.color(group, QPalette::HighlightedText)
                                 : opt.palette.color(group, QPalette::PlaceholderText));
        painter->drawText(rect, Qt::TextWordWrap, description);
    }
    painter->restore();
}

QSize TitledItemDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const int width = std::max(200, (opt.widget ? opt.widget->width() : 600) - 4 * kPad - 24);
    QFont bold = opt.font;
    bold.setBold(true);
    const QRect bounds(0, 0, width, 10000);
    int height = QFontMetrics(bold).boundingRect(bounds, Qt::TextWordWrap, opt.text).height();
    const QString description = index.data(kDescriptionRole).toString();
    if (!description.isEmpty())
        height += 2 + QFontMetrics(opt.font).boundingRect(bounds, Qt::TextWordWrap, description).height();
    return {width, height + 2 * kPad + 4};
}

ResultsFolderSummary describeResultsFolder(const QString& dir) {
    const QDir folder(dir);
    ResultsFolderSummary s;
    s.dir = dir;
    // Each file as the report reads it (engine/report/results_folder.hpp); a damaged or
    // missing plan.json leaves the folder's name and no facts.
    const report::FolderGlance glance = report::glanceAtFolder(dir.toStdString());
    const report::PlanFacts& plan = glance.plan;
    s.title = QString::fromStdString(plan.name);
    if (s.title.isEmpty()) s.title = folder.dirName();
    s.started = QDateTime::fromString(QString::fromStdString(glance.started), Qt::ISODate);
    if (!s.started.isValid())
        s.started = QFileInfo(folder.filePath(QStringLiteral("summary.csv"))).lastModified();

    QStringList facts;
    facts << displayLocale().toString(s.started.toLocalTime(), QLocale::ShortFormat);
    const model::Method* method = model::methods().find(plan.procedure.empty() ? "sweep" : plan.procedure);
    if (method) facts << QCoreApplication::translate("MethodTitle", method->title().c_str());
    const int steps = glance.steps;
    facts << (steps == 1 ? ResultsPicker::tr("%n step", nullptr, steps) : ResultsPicker::tr("%n steps", nullptr, steps));
    QStringList kinds;
    for (const std::string& kind : plan.workerKinds) {
        const QString k = QString::fromStdString(kind);
        if (!k.isEmpty() && !kinds.contains(k)) kinds << k;
    }
    if (!kinds.isEmpty()) facts << ResultsPicker::tr("workers: %1").arg(kinds.join(QStringLiteral(", ")));
    const QString status = QString::fromStdString(glance.status);
    if (status == QLatin1String("stopped")) facts << ResultsPicker::tr("stopped");
    else if (status == QLatin1String("failed")) facts << ResultsPicker::tr("failed");
    s.description = facts.join(QStringLiteral(" · "));
    const QString text = QString::fromStdString(plan.description).simplified();
    if (!text.isEmpty())
        s.description += QLatin1Char('\n') + (text.size() > 160 ? text.left(159) + QChar(0x2026) : text);
    return s;
}

std::vector<ResultsFolderSummary> resultsFoldersIn(const QString& root) {
    std::vector<ResultsFolderSummary> folders;
    for (const QFileInfo& entry : QDir(root).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (QFileInfo::exists(QDir(entry.filePath()).filePath(QStringLiteral("summary.csv"))))
            folders.push_back(describeResultsFolder(entry.filePath()));
    std::stable_sort(folders.begin(), folders.end(),
                     [](const auto& a, const auto& b) { return a.started > b.started; });
    return folders;
}

ResultsPicker::ResultsPicker(const QString& root, const QString& title, QWidget* parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_root(root) {
    setObjectName(QStringLiteral("resultsPicker"));
    setWindowTitle(title);
    auto* intro = new QLabel(this);
    intro->setWordWrap(true);
    intro->setText(tr("The runs in %1, newest first. Other folders: Browse…")
                       .arg(QDir::toNativeSeparators(root)));
    m_list->setObjectName(QStringLiteral("resultsList"));
    m_list->setItemDelegate(new TitledItemDelegate(m_list));
    m_list->setAlternatingRowColors(true);
    m_list->setUniformItemSizes(false);
    for (const ResultsFolderSummary& s : resultsFoldersIn(root)) {
        auto* item = new QListWidgetItem(s.title, m_list);
        item->setData(kDescriptionRole, s.description);
        item->setData(Qt::UserRole, s.dir);
        item->setToolTip(QDir::toNativeSeparators(s.dir));
    }
    m_list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    auto* browse = buttons->addButton(tr("Browse…"), QDialogButtonBox::ActionRole);
    buttons->button(QDialogButtonBox::Open)->setEnabled(m_list->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!m_list->currentItem()) return;
        m_chosen = m_list->currentItem()->data(Qt::UserRole).toString();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, buttons, &QDialogButtonBox::accepted);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, windowTitle(), m_root);
        if (dir.isEmpty()) return;
        m_chosen = dir;
        accept();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(720, 520);
}

QString ResultsPicker::choose(QWidget* parent, const QString& root, const QString& title) {
    // Nothing to list: straight to the folder dialog.
    if (resultsFoldersIn(root).empty())
        return QFileDialog::getExistingDirectory(parent, title, root);
    ResultsPicker picker(root, title, parent);
    return picker.exec() == QDialog::Accepted ? picker.chosen() : QString();
}

}  // namespace iometry::gui
