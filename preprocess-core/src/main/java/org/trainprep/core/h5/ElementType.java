package org.trainprep.core.h5;

import io.jhdf.object.datatype.DataType;
import io.jhdf.object.datatype.FixedPoint;
import io.jhdf.object.datatype.FloatingPoint;

import java.util.Locale;

/** The element types our matrices are stored as; all little-endian. */
public enum ElementType {
    INT8(1),
    INT32(4),
    INT64(8),
    FLOAT32(4);

    private final int size;

    ElementType(int size) {
        this.size = size;
    }

    /** Bytes per element. */
    public int size() {
        return size;
    }

    /** The lowercase numpy-style name, e.g. {@code int32}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ElementType fromId(String id) {
        for (ElementType t : values()) {
            if (t.id().equals(id.toLowerCase(Locale.ROOT))) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown dtype '" + id + "': use int8, int32, int64 or float32");
    }

    DataType toHdf() {
        return this == FLOAT32 ? FloatingPoint.FLOAT : new FixedPoint(size);
    }

    /** The type of a dataset read by jhdf, or null if it is none of ours (e.g. big-endian, unsigned). */
    public static ElementType fromHdf(DataType type) {
        if (type instanceof FixedPoint fp && fp.isSigned() && fp.getByteOrder() == java.nio.ByteOrder.LITTLE_ENDIAN) {
            return switch (fp.getSize()) {
                case 1 -> INT8;
                case 4 -> INT32;
                case 8 -> INT64;
                default -> null;
            };
        }
        if (type instanceof FloatingPoint f && f.getSize() == 4 && f.getByteOrder() == java.nio.ByteOrder.LITTLE_ENDIAN) {
            return FLOAT32;
        }
        return null;
    }
}
