#import "_ShowDocument.h"


@interface ShowDocument : _ShowDocument
@end
