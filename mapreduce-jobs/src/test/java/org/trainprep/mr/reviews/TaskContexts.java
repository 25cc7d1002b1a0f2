package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.Counters;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.Reducer;
import org.apache.hadoop.mapreduce.TaskInputOutputContext;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

/**
 * A small test driver for Mappers and Reducers without a cluster (MRUnit is retired): a mocked
 * task context with real {@link Counters} that records each written pair as strings, taken at
 * write time because Hadoop tasks reuse their key and value objects.
 */
final class TaskContexts {

    private TaskContexts() {
    }

    @SuppressWarnings("rawtypes")
    static Mapper.Context mapContext(Configuration conf, Counters counters, List<Map.Entry<String, String>> written)
            throws IOException, InterruptedException {
        Mapper.Context ctx = mock(Mapper.Context.class);
        when(ctx.getInputSplit()).thenReturn(new FileSplit(new Path("file:/in/reviews.json"), 0, 100, null));
        return wire(ctx, conf, counters, written);
    }

    @SuppressWarnings("rawtypes")
    static Reducer.Context reduceContext(Configuration conf, Counters counters, List<Map.Entry<String, String>> written)
            throws IOException, InterruptedException {
        return wire(mock(Reducer.Context.class), conf, counters, written);
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static <C extends TaskInputOutputContext> C wire(C ctx, Configuration conf, Counters counters,
                                                             List<Map.Entry<String, String>> written)
            throws IOException, InterruptedException {
        when(ctx.getConfiguration()).thenReturn(conf);
        when(ctx.getCounter(any(Enum.class))).thenAnswer(i -> counters.findCounter((Enum<?>) i.getArgument(0)));
        when(ctx.getCounter(any(String.class), any(String.class)))
                .thenAnswer(i -> counters.findCounter((String) i.getArgument(0), (String) i.getArgument(1)));
        doAnswer(i -> written.add(Map.entry(String.valueOf((Object) i.getArgument(0)),
                String.valueOf((Object) i.getArgument(1))))).when(ctx).write(any(), any());
        return ctx;
    }
}
