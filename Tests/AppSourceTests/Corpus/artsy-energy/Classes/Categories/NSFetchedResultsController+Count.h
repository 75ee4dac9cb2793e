#import <CoreData/CoreData.h>


@interface NSFetchedResultsController (Count)
- (NSInteger)count;
@end
