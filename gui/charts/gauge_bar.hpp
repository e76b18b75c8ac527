#pragma once
// IOmeter-style bar gauge: the current value as a horizontal bar against a scale that
// grows to the next "nice" number (1, 2, 5 × 10^n) so the bar stays readable. The value is
// written above the bar; the scale's ends below it, small, with SI prefixes ("0 … 2 M"),
// so the scale is never read as the value.

#include <QWidget>

#include "gui/text_format.hpp"

namespace iometry::gui {

class GaugeBar : public QWidget {
    Q_OBJECT

public:
    GaugeBar(const QString& label, const QString& unit, QWidget* parent = nullptr);

    void setValue(double value);
    /** Nothing to show (a stream times no request): no number and an empty bar, not 0;
     *  @p why, if given, is written in the bar. */
    void setNoValue(const QString& why = QString());
    QString noValueText() const { return m_hasValue ? QString() : m_why; }
    /** The scale's end as it is written: formatSi(scaleMaximum() × @p toBase, @p unit,
     *  @p belowOne). */
    void setScaleUnit(double toBase, const QString& unit, BelowOne belowOne = BelowOne::Decimal);
    QString scaleText() const;
    double value() const { return m_value; }
    bool hasValue() const { return m_hasValue; }
    double scaleMaximum() const { return m_maximum; }
    /** Fix the scale (CPU % is always 0–100); 0 lets it grow. */
    void setFixedMaximum(double maximum);
    /** A new run: no value (nothing measured yet) and the scale back to its start. */
    void reset();
    /** Shows another quantity (a disk run's IOPS where a network run shows Mbit/s). */
    void setLabels(const QString& label, const QString& unit);
    QString label() const { return m_label; }
    QString unit() const { return m_unit; }

    QSize sizeHint() const override;

    /** The smallest 1, 2 or 5 × 10^n at or above @p value. */
    static double niceCeiling(double value);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_label;
    QString m_unit;
    double m_value = 0;
    bool m_hasValue = false;  // nothing measured until setValue()
    double m_maximum = 1;
    double m_toBase = 1;
    QString m_scaleUnit;
    BelowOne m_belowOne = BelowOne::Decimal;
    QString m_why;
    bool m_fixed = false;
};

}  // namespace iometry::gui
