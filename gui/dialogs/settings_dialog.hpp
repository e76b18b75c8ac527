#pragma once
// Edit → Preferences…: where runs write their results, the colour scheme and how numbers read
// on screen (gui/settings.hpp keeps them). OK applies them; the window follows at once.

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace iometry::gui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    QLineEdit* resultsRootEdit() const { return m_resultsRoot; }
    QComboBox* themeBox() const { return m_theme; }
    QComboBox* numberFormatBox() const { return m_numberFormat; }

    void accept() override;

private:
    QLineEdit* m_resultsRoot;
    QComboBox* m_theme;
    QComboBox* m_numberFormat;
};

}  // namespace iometry::gui
