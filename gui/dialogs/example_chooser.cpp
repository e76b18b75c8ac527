#include "gui/dialogs/example_chooser.hpp"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

#include "gui/dialogs/example_texts.hpp"
#include "gui/dialogs/results_picker.hpp"

namespace iometry::gui {

QString ExampleChooser::examplesDir() {
    // Installed: <prefix>/bin/iometry and <prefix>/share/iometry/examples.
    const QString installed = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                              QStringLiteral("/../share/iometry/examples"));
    if (QFileInfo(installed).isDir()) return installed;
#ifdef IOMETRY_SOURCE_EXAMPLES_DIR
    // Run from a build directory: the source tree's examples/.
    if (QFileInfo(QStringLiteral(IOMETRY_SOURCE_EXAMPLES_DIR)).isDir())
        return QStringLiteral(IOMETRY_SOURCE_EXAMPLES_DIR);
#endif
    return {};
}

std::vector<ExamplePlan> ExampleChooser::examplePlans(const QString& dir) {
    std::vector<ExamplePlan> list;
    if (dir.isEmpty()) return list;
    const QFileInfoList files =
        QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QFileInfo& info : files) {
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly)) continue;
        const auto json = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
        if (!json.is_object() || !json.contains("name") || !json["name"].is_string()) continue;
        ExamplePlan plan;
        plan.path = info.filePath();
        // The shipped ones' words are the window's, in its language (example_texts.cpp).
        plan.name = shownExampleText(QString::fromStdString(json["name"].get<std::string>()));
        if (json.contains("description") && json["description"].is_string())
            plan.description =
                shownExampleText(QString::fromStdString(json["description"].get<std::string>()));
        list.push_back(plan);
    }
    return list;
}

QString ExampleChooser::choose(QWidget* parent) {
    // The texts are the window's: they keep its translation context (translations/).
    const QString dir = examplesDir();
    const auto examples = examplePlans(dir);
    if (examples.empty()) {
        QMessageBox::warning(
            parent, QCoreApplication::translate("iometry::gui::MainWindow", "No example plans"),
            dir.isEmpty() ? QCoreApplication::translate("iometry::gui::MainWindow",
                                                        "The examples folder was not found beside Iometry "
                                                        "(share/iometry/examples).")
                          : QCoreApplication::translate("iometry::gui::MainWindow", "%1 holds no example plan.").arg(dir));
        return {};
    }
    QDialog dialog(parent);
    dialog.setObjectName("openExampleDialog");
    dialog.setWindowTitle(QCoreApplication::translate("iometry::gui::MainWindow", "Open example"));
    auto* intro = new QLabel(QCoreApplication::translate("iometry::gui::MainWindow",
                                                         "Opens as a new plan; saving asks for a file name, so the "
                                                         "example stays as it is."),
                             &dialog);
    intro->setWordWrap(true);
    auto* list = new QListWidget(&dialog);
    list->setObjectName("exampleList");
    list->setWordWrap(true);
    list->setAlternatingRowColors(true);
    // The name in bold, the description under it in lighter text (as the results picker).
    list->setItemDelegate(new TitledItemDelegate(list));
    for (const ExamplePlan& e : examples) {
        auto* item = new QListWidgetItem(e.name, list);
        item->setData(kDescriptionRole, e.description);
        item->setData(Qt::UserRole, e.path);
        item->setToolTip(QDir::toNativeSeparators(e.path));
    }
    list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(intro);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    dialog.resize(720, 520);
    if (dialog.exec() != QDialog::Accepted || !list->currentItem()) return {};
    return list->currentItem()->data(Qt::UserRole).toString();
}

}  // namespace iometry::gui
