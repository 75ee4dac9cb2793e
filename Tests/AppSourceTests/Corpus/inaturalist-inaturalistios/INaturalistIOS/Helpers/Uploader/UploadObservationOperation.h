//
//  UploadObservationOperation.h
//  iNaturalist
//
//  Created by Alex Shepard on 6/19/18.
//  Copyright © 2018 iNaturalist. All rights reserved.
//

#import <Foundation/Foundation.h>

#import "UploadOperation.h"

@interface UploadObservationOperation : UploadOperation
@end
