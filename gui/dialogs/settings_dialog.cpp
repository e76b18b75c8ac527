#include "gui/dialogs/settings_dialog.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "gui/language.hpp"
#include "gui/settings.hpp"
#include "gui/theme.hpp"
#include "gui/ui_style.hpp"

namespace iometry::gui {

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent), m_resultsRoot(new QLineEdit(this)), m_theme(new QComboBox(this)),
      m_numberFormat(new QComboBox(this)) {
    setObjectName("settingsDialog");
    m_resultsRoot->setObjectName("resultsRoot");
    m_resultsRoot->setText(QDir::toNativeSeparators(Settings::resultsRoot()));
    m_resultsRoot->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 44);
    auto* browse = new QPushButton(this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Results folder"), m_resultsRoot->text());
        if (!dir.isEmpty()) m_resultsRoot->setText(QDir::toNativeSeparators(dir));
    });
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_resultsRoot, 1);
    folderRow->addWidget(browse);
    auto* folderNote = new QLabel(this);
    folderNote->setWordWrap(true);
    dim(folderNote);

    m_theme->setObjectName("theme");
    for (int i = 0; i < 3; ++i) m_theme->addItem(QString(), i);
    m_theme->setCurrentIndex(static_cast<int>(Settings::theme()));
    m_numberFormat->setObjectName("numberFormat");
    for (int i = 0; i < 2; ++i) m_numberFormat->addItem(QString(), i);
    m_numberFormat->setCurrentIndex(static_cast<int>(Settings::numberFormat()));
    auto* numberNote = new QLabel(this);
    numberNote->setWordWrap(true);
    dim(numberNote);

    auto* form = new QFormLayout;
    auto* folderLabel = new QLabel(this);
    auto* themeLabel = new QLabel(this);
    auto* numberLabel = new QLabel(this);
    folderLabel->setBuddy(m_resultsRoot);
    themeLabel->setBuddy(m_theme);
    numberLabel->setBuddy(m_numberFormat);
    form->addRow(folderLabel, folderRow);
    form->addRow(QString(), folderNote);
    form->addRow(themeLabel, m_theme);
    form->addRow(numberLabel, m_numberFormat);
    form->addRow(QString(), numberNote);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);

    onLanguageChange(this, [=, this] {
        setWindowTitle(tr("Preferences"));
        folderLabel->setText(tr("&Results folder:"));
        browse->setText(tr("&Browse…"));
        folderNote->setText(tr("Each run writes a folder of its own here, named after the plan's "
                               "title and the time (\"loopback-throughput-sweep-20261203-085141\")."));
        themeLabel->setText(tr("&Theme:"));
        m_theme->setItemText(0, tr("Follow the desktop"));
        m_theme->setItemText(1, tr("Light"));
        m_theme->setItemText(2, tr("Dark"));
        numberLabel->setText(tr("&Numbers:"));
        m_numberFormat->setItemText(0, tr("In the interface language's format"));
        m_numberFormat->setItemText(1, tr("Plain, in every language (1234.5)"));
        numberNote->setText(tr("How numbers read on screen. Files (CSV, JSON) always use the C "
                               "locale, whatever is chosen here."));
    });
}

void SettingsDialog::accept() {
    const QString root = QDir::fromNativeSeparators(m_resultsRoot->text().trimmed());
    if (!root.isEmpty()) Settings::setResultsRoot(root);
    Settings::setNumberFormat(static_cast<Settings::NumberFormat>(m_numberFormat->currentData().toInt()));
    const auto theme = static_cast<Settings::Theme>(m_theme->currentData().toInt());
    const bool themeChanged = theme != Settings::theme();
    Settings::setTheme(theme);
    if (themeChanged) applyTheme(theme);
    QDialog::accept();
}

}  // namespace iometry::gui
