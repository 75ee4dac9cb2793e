// RSDatabaseObjC

// FMDB

#import "../FMDatabase.h"
#import "../FMDatabaseAdditions.h"
#import "../FMResultSet.h"

// Categories

#import "../FMDatabase+RSExtras.h"
#import "../FMResultSet+RSExtras.h"
#import "../NSString+RSDatabase.h"
