package org.trainprep.core.census;

/**
 * One parsed census line: a record (feature codes then the label code, -1 where missing), the
 * header, a blank line, or a rejection with its reason.
 */
public record CensusRow(Kind kind, CensusRejectReason reason, int[] codes) {

    public enum Kind { RECORD, HEADER, BLANK, INVALID }

    public static final int MISSING = -1;

    static final CensusRow HEADER_ROW = new CensusRow(Kind.HEADER, null, null);
    static final CensusRow BLANK_ROW = new CensusRow(Kind.BLANK, null, null);

    /** A line too long to read ({@link org.trainprep.core.stage.LineFn#tooLong}). */
    static final CensusRow TOO_LONG_ROW = new CensusRow(Kind.INVALID, CensusRejectReason.LINE_TOO_LONG, null);

    static CensusRow rejected(CensusRejectReason reason) {
        return new CensusRow(Kind.INVALID, reason, null);
    }

    /** True if any feature or the label is missing. */
    public boolean hasMissing() {
        if (codes == null) {
            return false;
        }
        for (int c : codes) {
            if (c == MISSING) {
                return true;
            }
        }
        return false;
    }
}
