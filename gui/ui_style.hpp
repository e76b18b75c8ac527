#pragma once
// Looks shared by every page and dialog, so a refusal reads the same everywhere.

#include <QColor>
#include <QPalette>
#include <QString>
#include <QWidget>

namespace iometry::gui {

/** Style sheet of a label that says why a value was refused. */
inline const QString kErrorStyle = QStringLiteral("color: #c62828;");

/** Secondary text: the window text faded towards the background, in any colour scheme. */
inline void dim(QWidget* widget) {
    QPalette palette = widget->palette();
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    palette.setColor(QPalette::WindowText,
                     QColor::fromRgbF(text.redF() * 0.55f + window.redF() * 0.45f,
                                      text.greenF() * 0.55f + window.greenF() * 0.45f,
                                      text.blueF() * 0.55f + window.blueF() * 0.45f));
    widget->setPalette(palette);
}

}  // namespace iometry::gui
