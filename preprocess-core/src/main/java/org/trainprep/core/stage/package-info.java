/**
 * The stage API: a dataset type's passes written once, engine-free, and run by any registered
 * engine (MapReduce, Spark), as Apache Crunch's {@code DoFn}s and {@code groupByKey} are. A pass
 * ({@link org.trainprep.core.stage.Pass}) reads the run's text files or a dataset an earlier pass
 * wrote, runs a function per record ({@link org.trainprep.core.stage.LineFn},
 * {@link org.trainprep.core.stage.RecordFn}) and either ends there (map-only) or shuffles what it
 * emits by a binary key with a declared order, partitioner and optional combiner
 * ({@link org.trainprep.core.stage.Shuffle}) into a function per partition
 * ({@link org.trainprep.core.stage.GroupFn}). What tasks produce besides that (counters, reject
 * samples, side lines, datasets, files such as HDF5 parts) goes through one
 * {@link org.trainprep.core.stage.TaskOutput}, committed with the task by the engine. A pass and
 * its functions are serialized to the tasks, so they carry the values the driver chose.
 */
package org.trainprep.core.stage;
